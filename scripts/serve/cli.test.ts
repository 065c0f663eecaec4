import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, writeFiles } from './fixture-sites.ts';
import { get } from './http-client.ts';
import { startSiteServer } from './server.ts';

const CLI = join(import.meta.dirname, '..', 'serve.ts');

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-cli-test-'));
  await writeFiles(join(root, 'dist'), { 'alpha/index.html': page('alpha'), 'beta/index.html': page('beta') });
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Starts the CLI; resolves its stdout once `ready` is true of it, plus a way to await the exit. */
function runCli(args: string[], ready: (stdout: string) => boolean = () => false) {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  const started = new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (ready(stdout)) resolve(stdout);
    });
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, started, exited };
}

describe('npm run serve', () => {
  it('prints one line per site, serves them, and stops on SIGTERM', async () => {
    const run = runCli(['--dist', 'dist', '--port', '0'], (out) => out.includes('beta.localhost'));
    const stdout = await run.started;
    const lines = stdout.split('\n').filter((line) => line.startsWith('  '));
    expect(lines).toHaveLength(2);
    const [, id, port] = /^ {2}(alpha) {2}http:\/\/alpha\.localhost:(\d+)\/$/.exec(lines[0] ?? '') ?? [];
    expect(id).toBe('alpha');
    expect((await get(Number(port), 'beta.localhost', '/')).body).toContain('beta');

    run.child.kill('SIGTERM');
    expect((await run.exited).code).toBe(0);
  });

  it('fails clearly when the dist directory has no sites', async () => {
    const { code, stderr } = await runCli(['--dist', 'nowhere']).exited;
    expect(code).toBe(1);
    expect(stderr).toContain('No sites in');
  });

  it('fails clearly when the port is in use', async () => {
    const taken = await startSiteServer({ distDir: join(root, 'dist'), port: 0 });
    try {
      const { code, stderr } = await runCli(['--dist', 'dist', '--port', String(taken.port)]).exited;
      expect(code).toBe(1);
      expect(stderr).toContain(`Port ${taken.port} is already in use`);
    } finally {
      await taken.close();
    }
  });
});
