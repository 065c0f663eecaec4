import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Workspace } from './run-build.ts';

/** `npm run watch` in a process group of its own, so a test can kill it with its build at once. */
export interface WatchProcess {
  output(): string;
  /** Resolves with the match once the output matches (searching from `from`), or fails after timeoutMs. */
  waitFor(pattern: RegExp, timeoutMs?: number, from?: number): Promise<RegExpExecArray>;
  /** SIGKILL to the watcher and its running build: the harshest "killed at any moment". */
  killGroup(): Promise<void>;
  stop(): Promise<number>;
}

export function startWatch(ws: Workspace, apiUrl: string, args: string[], env: Record<string, string> = {}): WatchProcess {
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../../scripts/watch.ts'), '--tenants', ws.tenants, '--out', ws.out, '--work', ws.work, '--port', '0', ...args],
    { env: { ...process.env, AGENCY_API_URL: apiUrl, ASTRO_TELEMETRY_DISABLED: '1', ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number>((done) => child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1))));
  return {
    output: () => output,
    async waitFor(pattern, timeoutMs = 240_000, from = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output.slice(from));
        if (match) return match;
        if (Date.now() > deadline || child.exitCode !== null) {
          throw new Error(`watch output never matched ${pattern}:\n${output}`);
        }
        await new Promise((wait) => setTimeout(wait, 50));
      }
    },
    async killGroup() {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
      // The group is gone only when its last member (the build) is: then dist/ can be judged.
      for (;;) {
        try {
          process.kill(-child.pid!, 0);
        } catch {
          return;
        }
        await new Promise((wait) => setTimeout(wait, 20));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
