import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './test-server.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.dispose());

describe('remote sub-applications host (SPEC §1, §7)', () => {
  it('serves /remotes/blog.js as a JavaScript module a tenant origin may import', async () => {
    const response = await api.call('/remotes/blog.js', { agency: 'sunny' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://sunny.localhost:4321');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.text()).toMatch(/function mount\(element, context\)/);
  });

  it('serves a module gzip-compressed to a browser that accepts it, as a CDN does, and whole to one that does not', async () => {
    const whole = await api.call('/remotes/kit.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('vary')).toMatch(/Accept-Encoding/);
    const text = await whole.text();
    const compressed = await api.call('/remotes/kit.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 2);
    expect(await compressed.text()).toBe(text);
    const refused = await api.call('/remotes/kit.js', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
  });

  it('grants CORS to no stranger', async () => {
    const response = await api.call('/remotes/blog.js', { headers: { Origin: 'https://sunny.evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers a retry URL (?attempt=n) with the same module', async () => {
    const first = await (await api.call('/remotes/blog.js')).text();
    expect(await (await api.call('/remotes/blog.js?attempt=2')).text()).toBe(first);
  });

  it.each(['/remotes/nope.js', '/remotes/blog', '/remotes/Blog.js', '/remotes/..%2Fserver.ts', '/remotes/.%2E%2Froutes%2Fremotes.js', '/remotes/blog.js.map'])(
    '404 for %s',
    async (path) => {
      const response = await api.call(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not found' });
    },
  );
});

describe('remote apps served bundled (reference/api/remote-bundles.ts)', () => {
  it('answers an app as one module: its imports are inside, so a modulepreload of it brings the whole app', async () => {
    const code = await (await api.call('/remotes/hotels.js', { headers: { 'Accept-Encoding': 'identity' } })).text();
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toMatch(/function paymentStep\(/);
    expect(code).toMatch(/export\s*\{[^}]*\bmount\b/);
    const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { mount?: unknown };
    expect(module.mount).toBeTypeOf('function');
  });
});
