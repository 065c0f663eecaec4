import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export interface BuildProcessResult {
  code: number;
  output: string;
  seconds: number;
}

/**
 * Runs `npm run build` (or another build command's `script`, such as scripts/preview.ts) in a process of its own, as agency ops and CI do: its exit code, its
 * combined output, its wall time. Async on purpose: the API answering it may live in the caller.
 */
export function runBuildProcess(args: string[], apiUrl: string, env: Record<string, string> = {}, script = 'scripts/build.ts'): Promise<BuildProcessResult> {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [resolve(root, script), ...args], {
      cwd: root,
      env: { ...process.env, AGENCY_API_URL: apiUrl, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
  });
}
