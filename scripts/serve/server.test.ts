import { mkdtemp, rename, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, writeFiles } from './fixture-sites.ts';
import { get } from './http-client.ts';
import { PortInUseError, startSiteServer } from './server.ts';
import type { SiteServer } from './server.ts';

const ALPHA = {
  'index.html': page('alpha home'),
  'about/index.html': page('alpha about'),
  'contact.html': page('alpha contact'),
  'promo.html': page('alpha promo'),
  'app.html': page('alpha app'),
  'closed.html': page('alpha closed'),
  '404.html': page('alpha not found'),
  '_astro/app.js': 'console.log("alpha");\n',
  '.hidden.txt': 'hidden',
  _redirects: `# Netlify rules for alpha
/old-about          /about/                 301
/news/*             /blog/:splat            302
/deals/:city/:month /offers/:month/:city    301
/search  q=:term    /find/:term             302
/go-home            /?from=rule             302
/external           https://example.com/landing 301
/app/*              /app.html               200
/contact            /about/                 301   # shadowed by contact.html
/promo              /about/                 302!  # forced despite promo.html
/store-closed       /closed.html            404
`,
  _headers: `/*
  X-Site: alpha
  X-Frame-Options: DENY
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/old-about
  X-Moved: yes
`,
};

const BETA = {
  'index.html': page('beta home'),
  _redirects: `/      /en/   302
/old   /new   301
`,
  _headers: `/*
  X-Site: beta
`,
};

let root: string;
let distDir: string;
let server: SiteServer;
const alpha = (path: string, headers?: Record<string, string>) => get(server.port, 'alpha.localhost', path, headers);
const beta = (path: string) => get(server.port, 'beta.localhost', path);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-test-'));
  distDir = join(root, 'dist');
  await writeFiles(root, { 'secret.txt': 'TOP SECRET', 'dist/secret.txt': 'TOP SECRET' });
  await writeFiles(join(distDir, 'alpha'), ALPHA);
  await writeFiles(join(distDir, 'beta'), BETA);
  await writeFiles(join(distDir, '.previews', 'alpha'), { 'index.html': page('alpha preview'), _headers: '/*\n  X-Robots-Tag: noindex, nofollow\n' });
  await writeFiles(join(distDir, '.previews', '.publish', 'alpha'), { 'index.html': page('alpha publishable') });
  server = await startSiteServer({ distDir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('host routing', () => {
  it('keeps an idle connection open 65 s, so a client reusing it is never cut off by a busy machine', async () => {
    const header = await new Promise<string>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      request({ host: '127.0.0.1', port: server.port, path: '/', agent, headers: { host: `alpha.localhost:${server.port}` } }, (response) => {
        response.resume();
        response.on('end', () => {
          agent.destroy();
          resolve(String(response.headers['keep-alive']));
        });
      })
        .on('error', reject)
        .end();
    });
    expect(header).toBe('timeout=65');
  });

  it('serves each site from its own directory', async () => {
    const [a, b] = await Promise.all([alpha('/'), beta('/')]);
    expect(a.status).toBe(200);
    expect(a.body).toContain('alpha home');
    expect(a.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(b.body).toContain('beta home');
    expect(server.url('alpha')).toBe(`http://alpha.localhost:${server.port}/`);
  });

  it('serves a tenant\'s preview at <id>--preview.localhost, with its own _headers, and the published site as it is', async () => {
    const preview = await get(server.port, 'alpha--preview.localhost', '/');
    expect(preview.status).toBe(200);
    expect(preview.body).toContain('alpha preview');
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await alpha('/')).body).toContain('alpha home');
    expect((await get(server.port, 'localhost', '/')).body).toContain(`href="http://alpha--preview.localhost:${server.port}/"`);
    // No preview of beta, and the publishable copies are never served.
    expect((await get(server.port, 'beta--preview.localhost', '/')).status).toBe(404);
    expect((await get(server.port, '.publish--preview.localhost', '/')).status).toBe(404);
  });

  it('lists the sites on the bare host', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const answer = await get(server.port, host, '/');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(`href="http://alpha.localhost:${server.port}/"`);
      expect(answer.body).toContain(`href="http://beta.localhost:${server.port}/"`);
    }
  });

  it('answers an unknown site with 404 and the list', async () => {
    const answer = await get(server.port, 'gamma.localhost', '/about/');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('gamma');
    expect(answer.body).toContain(`href="http://beta.localhost:${server.port}/"`);
  });

  it('matches the host case-insensitively', async () => {
    expect((await get(server.port, 'ALPHA.localhost', '/')).body).toContain('alpha home');
  });

  const hasIpv6Loopback = Object.values(networkInterfaces()).some((list) =>
    list?.some((address) => address.address === '::1'),
  );
  it.runIf(hasIpv6Loopback)('is reachable on ::1 too', async () => {
    const answer = await get(server.port, 'alpha.localhost', '/', {}, '::1');
    expect(answer.body).toContain('alpha home');
  });
});

describe('static files', () => {
  it('serves pretty URLs with and without a trailing slash, and .html files', async () => {
    expect((await alpha('/about')).body).toContain('alpha about');
    expect((await alpha('/about/')).body).toContain('alpha about');
    expect((await alpha('/about/index.html')).body).toContain('alpha about');
    expect((await alpha('/contact')).body).toContain('alpha contact');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await alpha('/about/');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const second = await alpha('/about/', { 'if-none-match': etag ?? '' });
    expect(second.status).toBe(304);
  });

  it('never serves _redirects, _headers or dot-files', async () => {
    for (const path of ['/_redirects', '/_headers', '/_redirects/', '/.hidden.txt']) {
      const answer = await alpha(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain('alpha not found');
    }
  });

  it('serves 404.html with 404, or a plain 404 when the site has none', async () => {
    const withPage = await alpha('/nowhere');
    expect(withPage.status).toBe(404);
    expect(withPage.body).toContain('alpha not found');
    expect(withPage.headers['x-site']).toBe('alpha');
    const plain = await beta('/nowhere');
    expect(plain.status).toBe(404);
    expect(plain.headers['content-type']).toContain('text/plain');
  });

  it('cannot be made to leave the site directory', async () => {
    const attempts = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/..\\secret.txt',
      '/about/../../secret.txt',
      '//secret.txt',
      '/%00/../secret.txt',
    ];
    for (const path of attempts) {
      const answer = await alpha(path);
      expect(answer.status, path).not.toBe(200);
      expect(answer.body, path).not.toContain('TOP SECRET');
    }
  });
});

describe('_redirects', () => {
  it('redirects with 301, keeping the query string, with or without a trailing slash', async () => {
    for (const path of ['/old-about', '/old-about/', '/OLD-ABOUT']) {
      const answer = await alpha(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe('/about/');
    }
    expect((await alpha('/old-about?ref=mail')).headers.location).toBe('/about/?ref=mail');
  });

  it('redirects with 302 and a splat', async () => {
    const answer = await alpha('/news/2024/summer-sale?x=1');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/blog/2024/summer-sale?x=1');
    expect((await alpha('/news')).headers.location).toBe('/blog/');
  });

  it('fills placeholders, re-encoding what they captured', async () => {
    expect((await alpha('/deals/rome/june')).headers.location).toBe('/offers/june/rome');
    expect((await alpha('/deals/new%20york/june')).headers.location).toBe('/offers/june/new%20york');
  });

  it('matches on query parameters', async () => {
    const answer = await alpha('/search?q=paris');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/find/paris?q=paris');
    expect((await alpha('/search')).status).toBe(404);
  });

  it('keeps the target query instead of appending the request one, and allows absolute targets', async () => {
    expect((await alpha('/go-home?x=1')).headers.location).toBe('/?from=rule');
    expect((await alpha('/external')).headers.location).toBe('https://example.com/landing');
  });

  it('rewrites with 200 without changing the URL', async () => {
    const answer = await alpha('/app/trips/42');
    expect(answer.status).toBe(200);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toContain('alpha app');
  });

  it('rewrites with 404', async () => {
    const answer = await alpha('/store-closed');
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('alpha closed');
  });

  it('lets a static file shadow a rule unless the rule is forced', async () => {
    const shadowed = await alpha('/contact');
    expect(shadowed.status).toBe(200);
    expect(shadowed.body).toContain('alpha contact');
    expect((await beta('/')).status).toBe(200);

    const forced = await alpha('/promo');
    expect(forced.status).toBe(302);
    expect(forced.headers.location).toBe('/about/');
  });

  it('keeps sites apart', async () => {
    expect((await beta('/old')).headers.location).toBe('/new');
    expect((await alpha('/old')).status).toBe(404);
  });
});

describe('_headers', () => {
  it('adds the headers of every matching block', async () => {
    const answer = await alpha('/_astro/app.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers['x-site']).toBe('alpha');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    // _headers wins over the no-cache the file server would send.
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('applies to redirects too', async () => {
    const answer = await alpha('/old-about');
    expect(answer.status).toBe(301);
    expect(answer.headers['x-moved']).toBe('yes');
    expect(answer.headers['x-site']).toBe('alpha');
  });

  it('uses each site’s own file', async () => {
    expect((await beta('/')).headers['x-site']).toBe('beta');
  });
});

/** GET with the answer's raw bytes, as a browser that accepts gzip sends it. */
function raw(host: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, agent: false, headers: { host: `${host}:${server.port}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compression, as Netlify’s CDN sends text', () => {
  const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

  it('gzips HTML and scripts for a browser that accepts it, with the site’s headers and its type', async () => {
    const script = await raw('alpha.localhost', '/_astro/app.js', GZIP);
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers.vary).toBe('Accept-Encoding');
    expect(script.headers['content-type']).toBe('text/javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(script.headers['content-length'])).toBe(script.bytes.length);
    expect(gunzipSync(script.bytes).toString()).toBe('console.log("alpha");\n');

    const home = await raw('alpha.localhost', '/about/', GZIP);
    expect(home.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(home.headers['x-site']).toBe('alpha');
    expect(gunzipSync(home.bytes).toString()).toContain('alpha about');
  });

  it('keeps the status of a 404 page and of a rewrite, and answers 304 to its ETag', async () => {
    const missing = await raw('alpha.localhost', '/nowhere', GZIP);
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.bytes).toString()).toContain('alpha not found');
    const closed = await raw('alpha.localhost', '/store-closed', GZIP);
    expect(closed.status).toBe(404);
    expect(gunzipSync(closed.bytes).toString()).toContain('alpha closed');

    const first = await raw('alpha.localhost', '/contact', GZIP);
    const again = await raw('alpha.localhost', '/contact', { ...GZIP, 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it('sends the file as it is without gzip in Accept-Encoding, or with q=0', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip;q=0, identity' }] as Record<string, string>[]) {
      const answer = await raw('alpha.localhost', '/_astro/app.js', headers);
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(answer.bytes.toString()).toBe('console.log("alpha");\n');
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await raw('alpha.localhost', '/_astro/app.js', GZIP, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.bytes.length).toBe(0);
  });

  it('compresses a rebuilt file afresh', async () => {
    await writeFiles(join(distDir, 'delta'), { 'index.html': page('delta v1') });
    expect(gunzipSync((await raw('delta.localhost', '/', GZIP)).bytes).toString()).toContain('delta v1');
    await writeFiles(join(distDir, 'delta'), { 'index.html': page('delta v2, longer') });
    expect(gunzipSync((await raw('delta.localhost', '/', GZIP)).bytes).toString()).toContain('delta v2, longer');
  });
});

describe('rebuilds', () => {
  it('picks up a site directory swapped by rename, rules included, without a restart', async () => {
    await writeFiles(join(distDir, 'gamma'), { 'index.html': page('gamma v1') });
    expect((await get(server.port, 'gamma.localhost', '/')).body).toContain('gamma v1');

    await writeFiles(join(distDir, 'gamma.next'), {
      'index.html': page('gamma v2'),
      _redirects: '/v1  /  301\n',
    });
    // A scratch directory is not a site.
    expect((await get(server.port, 'localhost', '/')).body).not.toContain('gamma.next');

    await rename(join(distDir, 'gamma'), join(distDir, 'gamma.old'));
    await rename(join(distDir, 'gamma.next'), join(distDir, 'gamma'));
    await rm(join(distDir, 'gamma.old'), { recursive: true });

    expect((await get(server.port, 'gamma.localhost', '/')).body).toContain('gamma v2');
    expect((await get(server.port, 'gamma.localhost', '/v1')).headers.location).toBe('/');
  });
});

describe('startSiteServer', () => {
  it('refuses a port that is already taken, with a clear error', async () => {
    const attempt = startSiteServer({ distDir, port: server.port });
    await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
    await expect(attempt).rejects.toThrow(`Port ${server.port} is already in use`);
  });
});
