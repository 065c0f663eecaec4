import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../reference/api/test-server.ts';
import { get } from '../../scripts/serve/http-client.ts';
import { startSiteServer, type SiteServer } from '../../scripts/serve/server.ts';
import { addTenant, workspace, type Workspace } from './run-build.ts';
import { startWatch, type WatchProcess } from './watch-process.ts';

/*
 * "A change is live in seconds", end to end over real HTTP: the owner saves the Website settings
 * on the reference API, which posts the signed webhook of `npm run watch`; the watcher rebuilds
 * and publishes sunny; the site server serves the new /about; the API relays the publishing
 * state the settings page shows. Each build is held until the test releases it
 * (STOREFRONT_WATCH_HOLD_DIR), so what happens "during a build" never depends on the machine's speed.
 */

const SECRET = 'live-test-secret';
const PATH = '/api/agency/website-settings';
let api: TestApi;
let proxy: Server;
let ws: Workspace;
let watch: WatchProcess;
let sites: SiteServer;
let hold: string;
let owner: string;
/** When set, the agency API behind the proxy answers sunny's About Us with 500 from this read on. */
let failAboutFrom: number | undefined;
let aboutReads = 0;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The agency API as the watcher and its builds see it, through a proxy that can fail a read. */
function startProxy(target: string): Promise<Server> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    if (req.url === '/api/agency/about-us' && req.headers.origin?.startsWith('http://sunny.')) {
      aboutReads += 1;
      if (failAboutFrom !== undefined && aboutReads >= failAboutFrom) {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return void res.end('{"message":"About Us store is down"}');
      }
    }
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const release = (build: number) => writeFile(join(hold, `release-${build}`), '');
const call = (path: string, init: RequestInit = {}) => api.call(path, { agency: 'sunny', ...init, headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' } });
const publishing = async () => ((await (await call(`${PATH}/publishing`)).json()) as { data: { state: string } }).data.state;

async function saveAbout(content: string): Promise<void> {
  const settings = ((await (await call(PATH)).json()) as { data: { aboutUs: { content: string } } }).data;
  settings.aboutUs.content = content;
  const response = await call(PATH, { method: 'PUT', body: JSON.stringify(settings) });
  expect(response.status).toBe(200);
}

const about = async () => {
  const answer = await get(sites.port, 'sunny.localhost', '/about');
  expect(answer.status).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  const watcherPort = await freePort();
  api = await startTestApi({ rebuildWebhook: { url: `http://127.0.0.1:${watcherPort}`, secret: SECRET } });
  proxy = await startProxy(api.url);
  ws = await workspace();
  await addTenant(ws, 'sunny');
  hold = await mkdtemp(join(tmpdir(), 'live-hold-'));
  await release(1);
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  watch = startWatch(ws, proxyUrl, ['--interval', '3600', '--port', String(watcherPort)], { REBUILD_SECRET: SECRET, STOREFRONT_WATCH_HOLD_DIR: hold });
  await watch.waitFor(/sunny: published \(fingerprint/, 300_000);
  sites = await startSiteServer({ distDir: ws.out, port: 0 });
  owner = await loginAs(api, 'sunny', 'owner@sunny.demo');
}, 360_000);

afterAll(async () => {
  await watch?.stop();
  await sites?.close();
  await new Promise((closed) => proxy?.close(closed));
  await api?.dispose();
});

describe('Save to live', () => {
  it('owner@sunny.demo saves new About text and the public /about of sunny serves it, sanitised; the page reads Live', async () => {
    expect(await about()).toContain('Sunshine since 1998');
    await release(2);
    await saveAbout('<h2>Live in seconds</h2><p>Saved from Website settings.</p><script>window.__saved = 1</script><img src=x onerror="window.__saved = 2">');
    expect(await publishing()).toBe('publishing');
    await expect.poll(publishing, { timeout: 240_000, interval: 100 }).toBe('live');
    const page = await about();
    expect(page).toContain('<h2>Live in seconds</h2><p>Saved from Website settings.</p>');
    expect(page).not.toContain('Sunshine since 1998');
    // SPEC §2.7 agency HTML is sanitised by the build (src/build/sanitize.ts): a saved script never reaches the page.
    expect(page.includes('window.__saved'), 'a saved script or handler on the page').toBe(false);
    expect(/<img[^>]*onerror/i.test(page), 'an onerror attribute on the page').toBe(false);
    expect(watch.output()).toMatch(/sunny: webhook \(agency data saved\), agency data changed \(fingerprint \w{8}→\w{8}\), rebuilding/);
  }, 300_000);

  it('coalesces saves made while a rebuild runs into the next build, losing none', async () => {
    const mark = watch.output().length;
    await saveAbout('<p>First save</p>');
    await watch.waitFor(/build 3: held until/, 240_000, mark);
    // Build 3 has published the first save; held, it is still the running build.
    expect(await about()).toContain('First save');
    await saveAbout('<p>Second save</p>');
    await watch.waitFor(/sunny: webhook \(agency data saved\), agency data changed .*, queued behind the running build/, 30_000, mark);
    await saveAbout('<p>Third save</p>');
    await watch.waitFor(/sunny: webhook \(agency data saved\), agency data changed .*, coalesced with the queued rebuild/, 30_000, mark);
    expect(await publishing()).toBe('publishing');
    await release(3);
    await release(4);
    await expect.poll(publishing, { timeout: 240_000, interval: 100 }).toBe('live');
    expect(await about()).toContain('Third save');
    const lines = watch.output().slice(mark);
    expect(lines.match(/build \d+: sunny\n/g)).toEqual(['build 3: sunny\n', 'build 4: sunny\n']);
  }, 300_000);

  it('keeps the last good site when the rebuild fails, and the page reads failed', async () => {
    const before = await about();
    const mark = watch.output().length;
    // The watcher's look at the data reads About Us once; the build's read after it fails.
    failAboutFrom = aboutReads + 2;
    await release(5);
    await saveAbout('<p>Never published</p>');
    await expect.poll(publishing, { timeout: 240_000, interval: 100 }).toBe('failed');
    await watch.waitFor(/sunny: not published by build 5; the previous site is kept/, 30_000, mark);
    expect(await about()).toBe(before);
    failAboutFrom = undefined;
  }, 300_000);
});
