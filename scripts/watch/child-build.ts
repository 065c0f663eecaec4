import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

const buildScript = resolve(import.meta.dirname, '../build.ts');

export interface ChildBuilds {
  /** Runs `npm run build -- --tenant <ids>` in a process of its own; resolves with its exit code. */
  run(ids: string[]): Promise<number>;
  /** Stops the running build, if any (SIGTERM; publishing is atomic, so any moment is safe). */
  stop(): Promise<void>;
}

/**
 * Each rebuild is a fresh build process, as agency ops would run it: Astro's build is not meant
 * to be repeated in one long-lived process, and a crash or leak of one build cannot harm the watcher.
 */
export function childBuilds(args: string[], log: (line: string) => void): ChildBuilds {
  let child: ChildProcess | undefined;
  let exited: Promise<number> | undefined;
  return {
    async run(ids) {
      child = spawn(process.execPath, [buildScript, '--tenant', ids.join(','), ...args], {
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream }).on('line', (line) => line.trim() && log(`    | ${line}`));
      }
      const current = child;
      exited = new Promise((done) => current.on('close', (code) => done(code ?? 1)));
      try {
        return await exited;
      } finally {
        if (child === current) child = undefined;
      }
    },
    async stop() {
      if (!child) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
