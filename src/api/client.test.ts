import { describe, expect, it, vi } from 'vitest';
import * as zm from 'zod/mini';
import { createApiClient } from './client.ts';
import { dataList } from './envelopes.ts';
import { ApiError, failureMessage, GENERIC_FAILURE } from './errors.ts';

const list = dataList(zm.object({ id: zm.number() }));

function stub(status: number, body: unknown) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

describe('main API client (SPEC §7)', () => {
  it('sends the token, session id, language and time zone headers', async () => {
    const fetch = stub(200, { data: [{ id: 1 }] });
    const api = createApiClient({
      baseUrl: 'http://api.test/',
      origin: 'http://sunny.localhost:4321',
      token: () => 'tok',
      sessionId: () => 'session-1234',
      language: () => 'ar',
      timeZone: () => 'Asia/Dubai',
      fetch,
    });
    await expect(api.get('/api/code', list, { query: { q: 'x', skip: undefined } })).resolves.toEqual({ data: [{ id: 1 }] });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://api.test/api/code?q=x');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('x-session-id')).toBe('session-1234');
    expect(headers.get('x-language')).toBe('ar');
    expect(headers.get('x-time-zone')).toBe('Asia/Dubai');
    expect(headers.get('Origin')).toBe('http://sunny.localhost:4321');
  });

  it('sends no token header without a token', async () => {
    const fetch = stub(200, { data: [] });
    await createApiClient({ baseUrl: 'http://api.test', fetch }).get('/x', list);
    expect(new Headers(fetch.mock.calls[0]![1]?.headers).has('Authorization')).toBe(false);
  });

  it('sends the user to logout on a 401 (SPEC §4, §8)', async () => {
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: stub(401, { message: 'Token expired' }), onUnauthorized });
    await expect(api.get('/api/user/profile', list)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("keeps the server's message for a failed list, or 'Something went wrong' (SPEC §4, §8)", async () => {
    const withMessage = createApiClient({ baseUrl: 'http://api.test', fetch: stub(500, { message: 'Supplier timeout' }) });
    const error = await withMessage.get('/x', list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(failureMessage(error)).toBe('Supplier timeout');

    const bare = createApiClient({ baseUrl: 'http://api.test', fetch: stub(502, undefined) });
    expect(failureMessage(await bare.get('/x', list).catch((e: unknown) => e))).toBe(GENERIC_FAILURE);
    expect(GENERIC_FAILURE).toBe('Something went wrong');
  });

  it('reports an unreachable server with its cause', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    });
    const error = (await createApiClient({ baseUrl: 'http://api.test', fetch }).get('/x', list).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBeUndefined();
    expect(error.detail).toBe('fetch failed (ECONNREFUSED)');
    expect(failureMessage(error)).toBe(GENERIC_FAILURE);
  });

  it('refuses a malformed answer, naming the call and the field', async () => {
    const api = createApiClient({ baseUrl: 'http://api.test', fetch: stub(200, { data: [{ id: 'one' }] }) });
    await expect(api.get('/api/code', list)).rejects.toThrow(/answer of GET \/api\/code:\n {2}data\.0\.id:/);
  });

  it('takes zod/mini schemas, as the browser islands use them, and still names the call and field', async () => {
    const miniList = dataList(zm.object({ id: zm.number() }));
    const good = createApiClient({ baseUrl: 'http://api.test', fetch: stub(200, { data: [{ id: 2 }] }) });
    await expect(good.get('/api/code', miniList)).resolves.toEqual({ data: [{ id: 2 }] });
    const bad = createApiClient({ baseUrl: 'http://api.test', fetch: stub(200, { data: [{ id: 'two' }] }) });
    await expect(bad.get('/api/code', miniList)).rejects.toThrow(/answer of GET \/api\/code:\n {2}data\.0\.id:/);
  });

  it('posts JSON', async () => {
    const fetch = stub(200, { data: [] });
    await createApiClient({ baseUrl: 'http://api.test', fetch }).post('/y', { a: 1 }, list);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('passes keepalive to fetch only when asked, so a request can outlive the page', async () => {
    const fetch = stub(200, { data: [] });
    const api = createApiClient({ baseUrl: 'http://api.test', fetch });
    await api.put('/z', { a: 1 }, list, { keepalive: true });
    await api.put('/z', { a: 1 }, list);
    expect(fetch.mock.calls[0]![1]?.keepalive).toBe(true);
    expect(fetch.mock.calls[1]![1]).not.toHaveProperty('keepalive');
  });
});
