import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signBody, signatureMatches } from './signature.ts';
import { createWebhookServer } from './webhook.ts';

const SECRET = 'test-secret-0123456789';
let server: Server;
let base: string;
let started: Array<{ id: string; reason: string | undefined; change?: number }>;
let logged: string[];

beforeAll(async () => {
  server = createWebhookServer({
    secret: SECRET,
    isTenant: async (id) => ['sunny', 'viajes'].includes(id),
    onRebuild: (id, reason, change) => started.push(change === undefined ? { id, reason } : { id, reason, change }),
    status: (id) => (id === 'sunny' ? { live: 7, failed: 3 } : { live: 0, failed: 0 }),
    log: (line) => logged.push(line),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  started = [];
  logged = [];
});

function post(path: string, body: string, signature: string | undefined, method = 'POST') {
  return fetch(`${base}${path}`, {
    method,
    body: method === 'GET' ? undefined : body,
    headers: signature === undefined ? {} : { 'X-Rebuild-Signature': signature },
  });
}

describe('POST /rebuild/<tenant>', () => {
  it('accepts a signed request with 202 and starts one rebuild', async () => {
    const response = await post('/rebuild/sunny', JSON.stringify({ reason: 'agency edited its logo' }), signBody(SECRET, JSON.stringify({ reason: 'agency edited its logo' })));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'accepted', tenant: 'sunny' });
    expect(started).toEqual([{ id: 'sunny', reason: 'agency edited its logo' }]);
  });

  it('accepts an empty body, as a Netlify build hook sends', async () => {
    expect((await post('/rebuild/viajes', '', signBody(SECRET, ''))).status).toBe(202);
    expect(started).toEqual([{ id: 'viajes', reason: undefined }]);
  });

  const valid = 'valid';
  it.each([
    ['no signature', '/rebuild/sunny', '{}', undefined, 401, /missing x-rebuild-signature/],
    ['a wrong secret', '/rebuild/sunny', '{}', signBody('not-the-secret', '{}'), 403, /bad signature/],
    ['a signature of another body', '/rebuild/sunny', '{"reason":"b"}', signBody(SECRET, '{"reason":"a"}'), 403, /bad signature/],
    ['a malformed signature', '/rebuild/sunny', '{}', 'sha256=zz', 403, /bad signature/],
    ['a bare secret instead of an HMAC', '/rebuild/sunny', '{}', SECRET, 403, /bad signature/],
    ['an unknown tenant', '/rebuild/nobody', '{}', valid, 404, /no tenant "nobody"/],
    ['an id that is no subdomain', '/rebuild/..%2F..%2Fetc', '{}', valid, 404, /no tenant/],
    ['a body that is not JSON', '/rebuild/sunny', 'rebuild please', valid, 400, /JSON object/],
    ['a JSON array body', '/rebuild/sunny', '[1]', valid, 400, /JSON object/],
    ['a reason that is not a short line', '/rebuild/sunny', JSON.stringify({ reason: 'a\nb' }), valid, 400, /single-line/],
    ['a change that is no positive whole number', '/rebuild/sunny', JSON.stringify({ change: 1.5 }), valid, 400, /positive whole number/],
    ['a change given as text', '/rebuild/sunny', JSON.stringify({ change: '7' }), valid, 400, /positive whole number/],
    ['another path', '/build/sunny', '{}', valid, 404, /no such endpoint/],
  ])('refuses %s with a clear 4xx and starts nothing', async (_name, path, body, signature, status, message) => {
    const response = await post(path, body, signature === valid ? signBody(SECRET, body) : signature);
    expect(response.status).toBe(status);
    expect((await response.json()) as { error: string }).toEqual({ error: expect.stringMatching(message) });
    expect(started).toEqual([]);
    expect(logged.join('\n')).toMatch(new RegExp(`refused ${status}`));
  });

  it('refuses GET with 405 and a body over 16 KB with 413', async () => {
    const get = await post('/rebuild/sunny', '', undefined, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const big = JSON.stringify({ padding: 'x'.repeat(20_000) });
    expect((await post('/rebuild/sunny', big, signBody(SECRET, big))).status).toBe(413);
    expect(started).toEqual([]);
  });
});

describe('a numbered change and its status', () => {
  it('passes the change number of a rebuild on', async () => {
    const body = JSON.stringify({ reason: 'website settings saved', change: 1_780_000_000_123 });
    expect((await post('/rebuild/sunny', body, signBody(SECRET, body))).status).toBe(202);
    expect(started).toEqual([{ id: 'sunny', reason: 'website settings saved', change: 1_780_000_000_123 }]);
  });

  it('answers GET /status/<tenant> signed over its path, and refuses it unsigned, wrongly signed or for an unknown tenant', async () => {
    const status = await post('/status/sunny', '', signBody(SECRET, '/status/sunny'), 'GET');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ tenant: 'sunny', live: 7, failed: 3 });
    expect((await post('/status/sunny', '', undefined, 'GET')).status).toBe(401);
    expect((await post('/status/sunny', '', signBody(SECRET, '/status/viajes'), 'GET')).status).toBe(403);
    expect((await post('/status/nobody', '', signBody(SECRET, '/status/nobody'), 'GET')).status).toBe(404);
    expect((await post('/status/sunny', '', signBody(SECRET, '/status/sunny'))).status).toBe(405);
    expect(started).toEqual([]);
  });
});

describe('the signature', () => {
  it('is HMAC-SHA256 of the raw body, compared whatever the hex case', () => {
    const body = Buffer.from('{"reason":"x"}');
    const header = signBody(SECRET, body);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches(SECRET, body, header)).toBe(true);
    expect(signatureMatches(SECRET, body, header.toUpperCase().replace('SHA256', 'sha256'))).toBe(true);
    expect(signatureMatches(SECRET, Buffer.from('{}'), header)).toBe(false);
    expect(signatureMatches('other', body, header)).toBe(false);
  });
});
