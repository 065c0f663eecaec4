import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, realpath, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../scripts/watch/signature.ts';
import { agencyFixture, startFixtureApi, type FixtureApi } from './fixture-api.ts';
import { addTenant, workspace, type Workspace } from './run-build.ts';
import { startWatch, type WatchProcess } from './watch-process.ts';

const SECRET = 'watch-test-secret';
let api: FixtureApi;
let ws: Workspace;
let watch: WatchProcess | undefined;

/** Every file of a site (through the dist/<id> symlink) with its hash: equal means the same whole site. */
async function snapshot(siteDir: string): Promise<Map<string, string>> {
  const root = await realpath(siteDir);
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), createHash('sha256').update(await readFile(path)).digest('hex'));
  }
  return files;
}

const buildInfo = async (id: string) => JSON.parse(await readFile(join(ws.out, id, '.build-info.json'), 'utf8')) as { fingerprint: string };
const color = (hex: string) => agencyFixture('alpha', { primaryColor: hex });

beforeAll(async () => {
  api = await startFixtureApi();
  ws = await workspace();
  api.agencies.set('alpha', color('#527edb'));
  api.agencies.set('beta', agencyFixture('beta'));
  await addTenant(ws, 'alpha');
  await addTenant(ws, 'beta');
});

afterEach(async () => {
  await watch?.stop();
  watch = undefined;
});

afterAll(() => api.close());

/** Resolves once `check` holds, looking again at each turn of the event loop's timers. */
async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((next) => setTimeout(next, 20));
  }
}

describe('npm run watch', () => {
  it('builds what is unpublished, then rebuilds only the tenant whose data changed, coalescing changes made during a build', async () => {
    // Each build stays "running" until the test releases it (scripts/watch/build-hold.ts): the two
    // changes below land during build 2 on a machine of any speed.
    const hold = await mkdtemp(join(tmpdir(), 'watch-hold-'));
    const release = (build: number) => writeFile(join(hold, `release-${build}`), '');
    await release(1);
    watch = startWatch(ws, api.url, ['--interval', '0.4'], { STOREFRONT_WATCH_HOLD_DIR: hold });
    await watch.waitFor(/build 1: alpha, beta/);
    // The watcher's own lines, not the build's ("    |   alpha: published 108 pages…").
    await watch.waitFor(/alpha: published \(fingerprint[\s\S]*beta: published \(fingerprint|beta: published \(fingerprint[\s\S]*alpha: published \(fingerprint/, 240_000);
    const beta = await snapshot(join(ws.out, 'beta'));
    const alphaBefore = (await buildInfo('alpha')).fingerprint;

    let mark = watch.output().length;
    api.agencies.set('alpha', color('#0b3d91'));
    const changed = await watch.waitFor(/alpha: agency data changed \(fingerprint (\w{8})→(\w{8})\), rebuilding/, 30_000, mark);
    expect(changed[1]).toBe(alphaBefore.slice(0, 8));
    await watch.waitFor(/build 2: alpha\n/, 30_000, mark);
    // Build 2 has fetched and built #0b3d91; held, it is still the running build.
    await watch.waitFor(/build 2: held until/, 240_000, mark);
    api.agencies.set('alpha', color('#112233'));
    await watch.waitFor(/alpha: agency data changed .*, queued behind the running build/, 30_000, mark);
    api.agencies.set('alpha', color('#445566'));
    await watch.waitFor(/alpha: agency data changed .*, coalesced with the queued rebuild/, 30_000, mark);
    const duringBuild2 = watch.output().slice(mark);
    expect(duringBuild2).not.toMatch(/alpha: published \(fingerprint/);
    expect(duringBuild2.match(/build \d+:(?! held)/g)).toEqual(['build 2:']);
    await release(2);
    await release(3);
    await watch.waitFor(/build 3: alpha\n[\s\S]*alpha: published \(fingerprint/, 240_000, mark);
    // Two whole poll rounds more (each reads alpha's data once): nothing left to do.
    mark = watch.output().length;
    const reads = api.reads.get('alpha')!;
    await until(() => api.reads.get('alpha')! >= reads + 3, 'three more polls of alpha');
    const after = watch.output();
    expect(after).not.toMatch(/build 4/);
    expect(after.slice(mark)).not.toMatch(/rebuilding|queued/);
    expect(after).not.toMatch(/beta: agency data changed|build \d+: .*beta[\s\S]*build \d+: .*beta/);
    expect(await readFile(join(ws.out, 'alpha', 'index.html'), 'utf8')).toContain('--color-primary:rgb(68 85 102)');
    expect(await snapshot(join(ws.out, 'beta'))).toEqual(beta);
  }, 480_000);

  it('answers a signed webhook with 202 and a bad one with 4xx, starting nothing for the bad ones', async () => {
    watch = startWatch(ws, api.url, ['--interval', '3600'], { REBUILD_SECRET: SECRET });
    const [, base] = await watch.waitFor(/webhook: POST (http:\/\/[\d.]+:\d+)\/rebuild/, 60_000);
    await watch.waitFor(/watching /);
    const hook = (tenant: string, body: string, signature?: string) =>
      fetch(`${base}/rebuild/${tenant}`, { method: 'POST', body, headers: signature ? { 'X-Rebuild-Signature': signature } : {} });

    expect((await hook('beta', '{}')).status).toBe(401);
    expect((await hook('beta', '{}', signBody('wrong', '{}'))).status).toBe(403);
    expect((await hook('nobody', '{}', signBody(SECRET, '{}'))).status).toBe(404);
    expect((await hook('beta', 'not json', signBody(SECRET, 'not json'))).status).toBe(400);
    const good = await hook('beta', '{"reason":"test"}', signBody(SECRET, '{"reason":"test"}'));
    expect(good.status).toBe(202);
    await watch.waitFor(/beta: webhook \(test\), unchanged, skipped/, 30_000);
    expect(watch.output()).not.toMatch(/build \d+:/);
    expect(watch.output().match(/refused 4\d\d/g)).toHaveLength(4);

    api.agencies.set('beta', agencyFixture('beta', { primaryColor: '#101010' }));
    expect((await hook('beta', '', signBody(SECRET, ''))).status).toBe(202);
    await watch.waitFor(/beta: webhook, agency data changed \(fingerprint \w{8}→\w{8}\), rebuilding\n.*build 1: beta\n/, 30_000);
    await watch.waitFor(/beta: published \(fingerprint/, 240_000);
  }, 300_000);

  it('leaves every published site whole when killed during publish, at each step of the swap', async () => {
    api.agencies.set('alpha', color('#abcdef'));
    const old = await snapshot(join(ws.out, 'alpha'));
    const oldInfo = await buildInfo('alpha');
    const beta = await snapshot(join(ws.out, 'beta'));
    for (const step of ['staging', 'staged', 'swapped']) {
      // The build stays at this step until it is killed (STOREFRONT_PUBLISH_HOLD, scripts/build/publish.ts).
      watch = startWatch(ws, api.url, ['--interval', '0.4'], { STOREFRONT_PUBLISH_HOLD: step });
      await watch.waitFor(new RegExp(`alpha: publish step ${step}, held\\n`), 240_000);
      await watch.killGroup();
      watch = undefined;
      const now = await snapshot(join(ws.out, 'alpha'));
      if (step === 'swapped') {
        // The new site, complete: the same files as before (only a colour changed), new build info.
        expect([...now.keys()].sort()).toEqual([...old.keys()].sort());
        expect((await buildInfo('alpha')).fingerprint).not.toBe(oldInfo.fingerprint);
        expect(await readFile(join(ws.out, 'alpha', 'index.html'), 'utf8')).toContain('--color-primary:rgb(171 205 239)');
      } else {
        expect(now, `killed at ${step}`).toEqual(old);
      }
      expect(await snapshot(join(ws.out, 'beta'))).toEqual(beta);
    }
  }, 720_000);
});
