import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * `npm run contract:lint` as a test: Redocly's recommended rules (docs/api/redocly.yaml says which are off
 * and why) hold for the checked-in document, with no error and no warning.
 */

const root = resolve(import.meta.dirname, '../..');
const cli = resolve(root, 'node_modules/@redocly/cli/bin/cli.js');

describe('docs/api/openapi.json', () => {
  it('passes Redocly lint with the recommended rules', { timeout: 120_000 }, async () => {
    const run = await promisify(execFile)(process.execPath, [cli, 'lint', '--config', 'docs/api/redocly.yaml', 'docs/api/openapi.json', '--format', 'stylish'], {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      timeout: 110_000,
    }).then(
      (done) => ({ code: 0, output: done.stdout + done.stderr }),
      (failed: { code?: number; stdout?: string; stderr?: string }) => ({ code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }),
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output, run.output).not.toMatch(/warning/i);
  });
});
