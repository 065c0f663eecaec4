import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

const buildScript = resolve(import.meta.dirname, '../build.ts');

export interface ChildBuilds {
  /** Runs `npm run build -- --tenant <ids>` in a process of its own; resolves with its exit code. */
  run(ids: string[]): Promise<number>;
  /** Stops the running build, if any (SIGTERM; publishing is atomic, so any moment is safe), and the spare. */
  stop(): Promise<void>;
}

export interface ChildBuildOptions {
  /** The build script (tests hand in their own). */
  script?: string;
  /**
   * The version of the code the build loads (the watcher's code fingerprint). A spare started on
   * other code is let go: it has already loaded the build's modules.
   */
  version: () => Promise<string>;
}

interface Build {
  child: ChildProcess;
  exited: Promise<number>;
  version: string;
}

/**
 * Each rebuild is a fresh build process, as agency ops would run it: Astro's build is not meant
 * to be repeated in one long-lived process, and a crash or leak of one build cannot harm the watcher.
 * The next one is started as soon as a build ends, as a spare that loads the build's modules and
 * then waits for its tenants on stdin: a change then waits for the build alone, not for a process
 * to start and load (a quarter of a one-tenant rebuild on a 2-core machine).
 */
export function childBuilds(args: string[], log: (line: string) => void, options: ChildBuildOptions): ChildBuilds {
  const script = options.script ?? buildScript;
  let running: Build | undefined;
  let spare: Promise<Build> | undefined;
  let stopped = false;

  const start = async (): Promise<Build> => {
    const version = await options.version();
    const child = spawn(process.execPath, [script, '--tenants-from-stdin', ...args], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => line.trim() && log(`    | ${line}`));
    }
    // A spare let go closes its stdin early; that is not an error of the watcher.
    child.stdin!.on('error', () => undefined);
    const exited = new Promise<number>((done) => child.on('close', (code) => done(code ?? 1)));
    return { child, exited, version };
  };

  // A spare whose stdin ends without tenants exits by itself, building nothing.
  const letGo = async (build: Build) => {
    build.child.stdin!.end();
    await build.exited;
  };

  /** The spare, if it runs the current code and is still waiting; else a fresh process. */
  const take = async (): Promise<Build> => {
    const waiting = spare;
    spare = undefined;
    const build = await waiting;
    if (build && build.child.exitCode === null && build.child.signalCode === null && build.version === (await options.version())) return build;
    if (build) await letGo(build);
    return start();
  };

  return {
    async run(ids) {
      const build = await take();
      running = build;
      build.child.stdin!.end(`${ids.join(',')}\n`);
      try {
        return await build.exited;
      } finally {
        if (running === build) running = undefined;
        if (!stopped) spare = start();
      }
    },
    async stop() {
      stopped = true;
      const waiting = spare;
      spare = undefined;
      if (running) {
        running.child.kill('SIGTERM');
        await running.exited;
      }
      if (waiting) await letGo(await waiting);
    },
  };
}
