import { spawn } from 'node:child_process';
import { access, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childBuilds } from './child-build.ts';

/**
 * A stand-in build script: it notes its start and, once it has read its tenants from stdin,
 * what it built; it exits 3 for the tenant "broken", and 0 without a build when stdin ends empty.
 */
async function fakeBuild(): Promise<{ script: string; journal: () => Promise<string[]> }> {
  const dir = await mkdtemp(join(tmpdir(), 'child-build-'));
  const journal = join(dir, 'journal');
  const script = join(dir, 'build.mjs');
  await writeFile(journal, '');
  await writeFile(
    script,
    `import { appendFileSync } from 'node:fs';
const note = (line) => appendFileSync(${JSON.stringify(journal)}, line + '\\n');
note('start ' + process.pid + (process.argv.includes('--tenants-from-stdin') ? ' waiting' : ''));
let text = '';
for await (const chunk of process.stdin) text += chunk;
const ids = text.trim();
if (!ids) { note('let go ' + process.pid); process.exit(0); }
note('build ' + ids + ' in ' + process.pid);
process.exit(ids === 'broken' ? 3 : 0);
`,
  );
  return { script, journal: async () => (await readFile(journal, 'utf8')).split('\n').filter(Boolean) };
}

const pidOf = (line: string | undefined) => line?.split(' ').pop();

describe('the watcher builds each change in a fresh process, started ahead as a spare', () => {
  it('hands the tenants to the process on stdin and resolves with its exit code', async () => {
    const { script, journal } = await fakeBuild();
    const builds = childBuilds(['--out', 'x'], () => undefined, { script, version: async () => 'v1' });
    expect(await builds.run(['alpha', 'beta'])).toBe(0);
    expect(await builds.run(['broken'])).toBe(3);
    await builds.stop();
    const lines = await journal();
    expect(lines.filter((line) => line.startsWith('build'))).toEqual([expect.stringMatching(/^build alpha,beta in /), expect.stringMatching(/^build broken in /)]);
  });

  it('starts the next build process as soon as a build ends, and runs the next change in it', async () => {
    const { script, journal } = await fakeBuild();
    const builds = childBuilds([], () => undefined, { script, version: async () => 'v1' });
    await builds.run(['alpha']);
    // The spare has started and waits, before any change asks for it.
    await expect.poll(async () => (await journal()).filter((line) => line.startsWith('start')).length).toBe(2);
    const spare = pidOf((await journal()).filter((line) => line.startsWith('start'))[1]!.replace(' waiting', ''));
    await builds.run(['beta']);
    expect((await journal()).find((line) => line.startsWith('build beta'))).toBe(`build beta in ${spare}`);
    await builds.stop();
  });

  it('lets a spare go when the code changed since it started, and builds in a fresh one', async () => {
    const { script, journal } = await fakeBuild();
    let version = 'v1';
    const builds = childBuilds([], () => undefined, { script, version: async () => version });
    await builds.run(['alpha']);
    await expect.poll(async () => (await journal()).filter((line) => line.startsWith('start')).length).toBe(2);
    const stale = pidOf((await journal())[2]!.replace(' waiting', ''));
    version = 'v2';
    await builds.run(['beta']);
    const lines = await journal();
    expect(lines).toContain(`let go ${stale}`);
    expect(lines.find((line) => line.startsWith('build beta'))).not.toBe(`build beta in ${stale}`);
    await builds.stop();
  });

  it('stops the spare with the watcher: no process is left behind', async () => {
    const { script, journal } = await fakeBuild();
    const builds = childBuilds([], () => undefined, { script, version: async () => 'v1' });
    await builds.run(['alpha']);
    await expect.poll(async () => (await journal()).filter((line) => line.startsWith('start')).length).toBe(2);
    await builds.stop();
    const spare = pidOf((await journal())[2]!.replace(' waiting', ''));
    expect(() => process.kill(Number(spare), 0)).toThrow();
  });
});

describe('build.ts --tenants-from-stdin (the spare)', () => {
  it('builds nothing and exits 0 when its stdin ends without tenants', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spare-'));
    const child = spawn(process.execPath, [join(import.meta.dirname, '../build.ts'), '--tenants-from-stdin', '--out', join(dir, 'dist'), '--work', join(dir, 'work')], {
      // An API URL of its own, so no reference API is started for it.
      env: { ...process.env, AGENCY_API_URL: 'http://127.0.0.1:9', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.stdin.end();
    expect(await new Promise((done) => child.on('close', done))).toBe(0);
    await expect(access(join(dir, 'dist'))).rejects.toThrow();
  });
});
