import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAgency } from '../../src/api/agency.ts';
import { ApiError } from '../../src/api/errors.ts';
import { originOf, startTestApi, type TestApi } from './reference-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

describe('agency from Origin (SPEC §7)', () => {
  it('takes the first host label of the Origin', async () => {
    expect((await fetchAgency(api.client('medina'))).defaultLanguage).toBe('ar');
    const other = await fetch(`${api.url}/api/agency`, { headers: { Origin: 'https://nordic.trails.example:8443' } });
    expect(((await other.json()) as { data: { subdomain: string } }).data.subdomain).toBe('nordic');
  });

  it('resolves a tenant\'s preview host to the same agency, with CORS for it (scripts/preview.ts)', async () => {
    const preview = 'http://viajes--preview.localhost:4321';
    const response = await fetch(`${api.url}/api/agency`, { headers: { Origin: preview } });
    expect(((await response.json()) as { data: { subdomain: string } }).data.subdomain).toBe('viajes');
    expect(response.headers.get('access-control-allow-origin')).toBe(preview);
    // Only the one suffix: any other label stays unknown.
    expect((await fetch(`${api.url}/api/agency`, { headers: { Origin: 'http://viajes--draft.localhost:4321' } })).status).toBe(404);
  });

  it.each([
    ['no Origin', undefined],
    ['an unknown agency', originOf('ghost')],
    ['a bare localhost', 'http://localhost:4321'],
    ['a malformed Origin', 'null'],
  ])('answers 404 Agency not found for %s', async (_, origin) => {
    const response = await fetch(`${api.url}/api/agency/faqs`, { headers: origin ? { Origin: origin } : {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Agency not found' });
  });

  it('lets the client surface the server message', async () => {
    await expect(fetchAgency(api.client('ghost'))).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'Agency not found' } satisfies Partial<ApiError>);
  });

  it('still serves an Inactive agency, whose status the storefront acts on (SPEC §4)', async () => {
    expect((await fetchAgency(api.client('paused'))).status).toBe('Inactive');
  });
});

describe('CORS', () => {
  it('reflects a tenant origin with credentials', async () => {
    const response = await api.call('/api/agency', { agency: 'sunny' });
    expect(response.headers.get('access-control-allow-origin')).toBe(originOf('sunny'));
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('gives a stranger no CORS headers', async () => {
    const response = await fetch(`${api.url}/api/agency`, { headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('grants no CORS to a look-alike origin that merely starts with the agency name', async () => {
    const response = await fetch(`${api.url}/api/agency`, { headers: { Origin: 'https://sunny.evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a preflight with 204 and the client headers', async () => {
    const response = await fetch(`${api.url}/api/agency/business-info`, {
      method: 'OPTIONS',
      headers: { Origin: originOf('viajes'), 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(originOf('viajes'));
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'x-session-id', 'x-language', 'x-time-zone']) expect(allowed).toContain(header);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers a stranger preflight without CORS headers', async () => {
    const response = await fetch(`${api.url}/api/agency`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' } });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('HTTP edges', () => {
  it('keeps an idle connection open 65 s, so a client reusing it is never cut off by a busy machine', async () => {
    const response = await api.call('/health', { agency: 'sunny' });
    expect(response.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('answers 404 for an unknown path', async () => {
    const response = await api.call('/api/nope', { agency: 'sunny' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('answers 405 with Allow for a wrong method', async () => {
    const response = await api.call('/api/agency', { agency: 'sunny', method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('GET');
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await api.call('/api/dealray/deals/hotel-search', {
      agency: 'sunny',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"stayPeriod": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('Malformed JSON body');
  });

  it('serves the health check the build looks for', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(((await response.json()) as { data: { service: string } }).data.service).toBe('reference-api');
  });

  it('builds media URLs from the Host the caller used', async () => {
    const response = await fetch(`http://localhost:${api.port}/api/agency`, { headers: { Origin: originOf('sunny') } });
    const { data } = (await response.json()) as { data: { logo: string } };
    expect(data.logo).toBe(`http://localhost:${api.port}/media/agency/sunny/logo.svg`);
  });
});
