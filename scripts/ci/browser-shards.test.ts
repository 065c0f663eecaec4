import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * CI's browser job (.github/workflows/ci.yml) runs Playwright's shards on separate machines. This
 * proves that, together, they run exactly the browser tests `npm run test:e2e` (and so `.ci/run`)
 * runs: the same projects, every test of them in one shard and one only, no shard empty. It asks
 * Playwright itself (`playwright test --list`: nothing is built, no browser starts).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOW = resolve(ROOT, '.github/workflows/ci.yml');
const PLAYWRIGHT = resolve(ROOT, 'node_modules/@playwright/test/cli.js');
const run = promisify(execFile);

/** A job's lines in a workflow: from `  <job>:` under `jobs:` to the next job. */
export function jobOf(yaml: string, job: string): string {
  const lines = yaml.split('\n');
  const start = lines.findIndex((line) => line === `  ${job}:`);
  if (start < 0) throw new Error(`no job \`${job}\` in the workflow`);
  const end = lines.findIndex((line, index) => index > start && /^ {0,2}\S/.test(line));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** The `--project` names a command line passes, in order. */
export function projectsOf(command: string): string[] {
  return [...command.matchAll(/--project[= ](\S+)/g)].map((match) => match[1]!);
}

/** The browser job's shard matrix, and the projects of its one `playwright test`. */
export function browserJob(yaml: string): { indexes: number[]; totals: number[]; projects: string[]; command: string } {
  const job = jobOf(yaml, 'browser');
  const list = (key: string) => {
    const found = new RegExp(`^\\s*${key}:\\s*\\[([\\d,\\s]+)\\]\\s*$`, 'm').exec(job);
    if (!found) throw new Error(`no \`${key}: [ … ]\` in the browser job's matrix`);
    return found[1]!.split(',').map((value) => Number(value.trim()));
  };
  const commands = job.split('\n').filter((line) => /\bplaywright test\b/.test(line) && !line.trim().startsWith('#'));
  if (commands.length !== 1) throw new Error(`the browser job runs \`playwright test\` ${commands.length} times, not once`);
  const command = commands[0]!.trim();
  return { indexes: list('shardIndex'), totals: list('shardTotal'), projects: projectsOf(command), command };
}

interface ListedSuite {
  title: string;
  specs?: { title: string; file: string; line: number; column: number; tests: { projectName: string }[] }[];
  suites?: ListedSuite[];
}

/** The tests `playwright test --list` finds for these projects (and shard), one key a test. */
async function listTests(projects: readonly string[], shard?: string): Promise<{ tests: string[]; shard: unknown }> {
  const dir = await mkdtemp(join(tmpdir(), 'browser-shards-'));
  try {
    const output = join(dir, 'list.json');
    const args = ['test', '--list', '--reporter=json', ...projects.flatMap((project) => ['--project', project]), ...(shard ? ['--shard', shard] : [])];
    // The listing itself goes to stdout too: the report goes to a file of its own.
    await run(process.execPath, [PLAYWRIGHT, ...args], { cwd: ROOT, env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: output }, timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
    const report = JSON.parse(await readFile(output, 'utf8')) as { config: { shard: unknown }; suites: ListedSuite[]; errors: unknown[] };
    expect(report.errors, `playwright ${args.join(' ')}`).toEqual([]);
    const tests: string[] = [];
    const walk = (suite: ListedSuite, titles: string[]) => {
      for (const spec of suite.specs ?? []) {
        // File and titles name a test (Playwright refuses two of one title in a file); its line is
        // left out, as concurrent listings have been seen to report another line for one test.
        for (const test of spec.tests) tests.push(`[${test.projectName}] ${spec.file} › ${[...titles, spec.title].join(' › ')}`);
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const file of report.suites) walk(file, []);
    return { tests, shard: report.config.shard };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const duplicates = (keys: readonly string[]) => keys.filter((key, index) => keys.indexOf(key) !== index);

describe("CI's browser shards", () => {
  it('run the projects npm run test:e2e runs, so CI and .ci/run judge the same tests', async () => {
    const { projects } = browserJob(await readFile(WORKFLOW, 'utf8'));
    const scripts = (JSON.parse(await readFile(resolve(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const e2e = scripts['test:e2e'];
    expect(e2e).toMatch(/\bplaywright test\b/);
    let named = projectsOf(e2e!);
    // A test:e2e naming no project runs them all: the projects the config lists.
    if (named.length === 0) named = [...new Set((await listTests([])).tests.map((key) => /^\[([^\]]+)\]/.exec(key)![1]!))];
    expect(projects.length).toBeGreaterThan(0);
    expect(duplicates(projects)).toEqual([]);
    expect([...projects].sort()).toEqual([...new Set(named)].sort());
  });

  it('list every browser test of those projects in exactly one shard, and no shard empty', async () => {
    const { indexes, totals, projects, command } = browserJob(await readFile(WORKFLOW, 'utf8'));
    expect(command).toContain('--shard ${{ matrix.shardIndex }}/${{ matrix.shardTotal }}');
    expect(totals).toHaveLength(1);
    const total = totals[0]!;
    expect(total).toBeGreaterThan(1);
    expect([...indexes].sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, index) => index + 1));

    // One listing at a time: Playwright's transform cache is shared between its processes.
    const whole = await listTests(projects);
    const shards = [];
    for (const index of indexes) shards.push(await listTests(projects, `${index}/${total}`));
    expect(whole.tests.length).toBeGreaterThan(0);
    expect(duplicates(whole.tests)).toEqual([]);
    shards.forEach((shard, position) => {
      expect(shard.shard, `shard ${indexes[position]}`).toEqual({ current: indexes[position], total });
      expect(shard.tests.length, `shard ${indexes[position]}/${total} is empty`).toBeGreaterThan(0);
    });
    const together = shards.flatMap((shard) => shard.tests);
    expect(duplicates(together), 'tests in more than one shard').toEqual([]);
    expect([...together].sort()).toEqual([...whole.tests].sort());
  }, 180_000);

  it('read the matrix, the projects and the command, and refuse a workflow without them', () => {
    const yaml = [
      'jobs:',
      '  check:',
      '    steps:',
      '      - run: npx playwright test --project other',
      '  browser:',
      '    strategy:',
      '      matrix:',
      '        shardIndex: [1, 2, 3]',
      '        shardTotal: [3]',
      '    steps:',
      '      # npx playwright test --project commented',
      '      - run: npx playwright test --project a --project=b --shard ${{ matrix.shardIndex }}/${{ matrix.shardTotal }}',
      '  report:',
      '    steps:',
      '      - run: npx playwright test --project later',
    ].join('\n');
    expect(browserJob(yaml)).toEqual({
      indexes: [1, 2, 3],
      totals: [3],
      projects: ['a', 'b'],
      command: '- run: npx playwright test --project a --project=b --shard ${{ matrix.shardIndex }}/${{ matrix.shardTotal }}',
    });
    expect(() => browserJob('jobs:\n  check:\n    steps: []')).toThrow('no job `browser`');
    expect(() => browserJob('jobs:\n  browser:\n    steps:\n      - run: npx playwright test')).toThrow('no `shardIndex: [ … ]`');
    expect(() => browserJob(yaml.replace('      # npx', '      - run: npx'))).toThrow('`playwright test` 2 times');
  });
});
