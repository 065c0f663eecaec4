import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FinishedTest, readScreenshotRun, screenshotRun, writeScreenshotRun } from './screenshot-run.ts';

/** Playwright's message for a failed toHaveScreenshot, colour codes and call log included. */
const DIFF_ERROR = [
  'Error: \x1b[2mexpect(\x1b[22m\x1b[31mpage\x1b[39m\x1b[2m).\x1b[22mtoHaveScreenshot\x1b[2m(\x1b[22m\x1b[32mexpected\x1b[39m\x1b[2m)\x1b[22m failed',
  '',
  '  1843 pixels (ratio 0.01 of all image pixels) are different.',
  '',
  '  Snapshot: sunny-home-en-1280.png',
  '',
  'Call log:',
  '  - Expect "toHaveScreenshot(sunny-home-en-1280.png)" with timeout 30000ms',
].join('\n');

const OUT = '/repo/test-results/screenshots-sunny-home-en-1280px-screenshots';
const diffAttachments = (stem: string) => [
  { name: `${stem}-expected.png`, path: `/repo/tests/e2e/screenshots/${stem}.png` },
  { name: `${stem}-actual.png`, path: `${OUT}/${stem}-actual.png` },
  { name: `${stem}-diff.png`, path: `${OUT}/${stem}-diff.png` },
];

function test(patch: Partial<FinishedTest> = {}): FinishedTest {
  return { project: 'screenshots', title: 'sunny home en 1280px', outcome: 'unexpected', attachments: diffAttachments('sunny-home-en-1280'), error: DIFF_ERROR, ...patch };
}

const RUN = { project: 'screenshots', finishedAt: '2026-11-24T20:00:00.000Z', status: 'failed' } as const;

describe('a screenshot run, from Playwright results', () => {
  it('gives a failed comparison one entry naming the case, with its expected, actual and diff images', () => {
    const { index, copies } = screenshotRun([test()], RUN);
    expect(index).toEqual({
      finishedAt: '2026-11-24T20:00:00.000Z',
      status: 'failed',
      planned: 1,
      ran: 1,
      diffs: [
        {
          title: 'sunny home en 1280px',
          screenshot: 'sunny-home-en-1280.png',
          message: 'Error: expect(page).toHaveScreenshot(expected) failed · 1843 pixels (ratio 0.01 of all image pixels) are different. · Snapshot: sunny-home-en-1280.png',
          images: { expected: 'sunny-home-en-1280px/expected.png', actual: 'sunny-home-en-1280px/actual.png', diff: 'sunny-home-en-1280px/diff.png' },
        },
      ],
    });
    expect(copies).toEqual([
      { from: '/repo/tests/e2e/screenshots/sunny-home-en-1280.png', to: 'sunny-home-en-1280px/expected.png' },
      { from: `${OUT}/sunny-home-en-1280-actual.png`, to: 'sunny-home-en-1280px/actual.png' },
      { from: `${OUT}/sunny-home-en-1280-diff.png`, to: 'sunny-home-en-1280px/diff.png' },
    ]);
  });

  it('ignores passing, flaky and skipped tests, and every other project', () => {
    const { index, copies } = screenshotRun([
      test({ outcome: 'expected', attachments: [] }),
      test({ outcome: 'flaky' }),
      test({ outcome: 'skipped', attachments: [] }),
      test({ project: 'chromium', title: 'header shows the logo', attachments: diffAttachments('logo') }),
    ], RUN);
    expect(index).toMatchObject({ planned: 3, ran: 2, diffs: [] });
    expect(copies).toEqual([]);
  });

  it('keeps a failure that never compared (a timeout before the shot), without images', () => {
    const { index, copies } = screenshotRun([test({ attachments: [{ name: 'trace', path: '/t/trace.zip' }], error: 'Test timeout of 90000ms exceeded.' })], RUN);
    expect(index.diffs).toEqual([{ title: 'sunny home en 1280px', message: 'Test timeout of 90000ms exceeded.', images: {} }]);
    expect(copies).toEqual([]);
  });

  it('names only the images Playwright produced: a missing baseline has an actual alone', () => {
    const { index } = screenshotRun([test({ attachments: [{ name: 'medina-faq-ar-390-actual.png', path: '/t/medina-faq-ar-390-actual.png' }] })], RUN);
    expect(index.diffs[0]?.images).toEqual({ actual: 'sunny-home-en-1280px/actual.png' });
  });

  it('gives each case its own folder, even when titles slug alike or one test takes two shots', () => {
    const { index } = screenshotRun([
      test({ title: 'sunny home en 1280px' }),
      test({ title: 'Sunny home: en 1280px' }),
      test({ title: 'medina about ar 390px', attachments: [...diffAttachments('top'), ...diffAttachments('bottom')] }),
    ], RUN);
    expect(index.diffs.map((diff) => [diff.screenshot, diff.images.diff])).toEqual([
      ['sunny-home-en-1280.png', 'sunny-home-en-1280px/diff.png'],
      ['sunny-home-en-1280.png', 'sunny-home-en-1280px-2/diff.png'],
      ['top.png', 'medina-about-ar-390px--top-png/diff.png'],
      ['bottom.png', 'medina-about-ar-390px--bottom-png/diff.png'],
    ]);
  });
});

describe('the screenshot-diffs folder', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('holds the copied images and an index that reads back; an earlier run leaves nothing behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'screenshot-run-'));
    const source = join(dir, 'playwright');
    const diffs = join(dir, 'diffs');
    await mkdir(source, { recursive: true });
    await writeFile(join(source, 'e.png'), 'expected');
    await writeFile(join(source, 'a.png'), 'actual');
    await mkdir(join(diffs, 'old-case'), { recursive: true });
    await writeFile(join(diffs, 'old-case', 'diff.png'), 'old');

    const attachments = [
      { name: 'x-expected.png', path: join(source, 'e.png') },
      { name: 'x-actual.png', path: join(source, 'a.png') },
      // Named by Playwright but gone by the time the run ends: left out rather than named and missing.
      { name: 'x-diff.png', path: join(source, 'gone.png') },
    ];
    await writeScreenshotRun(diffs, screenshotRun([test({ attachments })], RUN));

    const run = readScreenshotRun(diffs);
    expect(run?.diffs[0]?.images).toEqual({ expected: 'sunny-home-en-1280px/expected.png', actual: 'sunny-home-en-1280px/actual.png' });
    expect(await readFile(join(diffs, 'sunny-home-en-1280px', 'actual.png'), 'utf8')).toBe('actual');
    await expect(readFile(join(diffs, 'old-case', 'diff.png'))).rejects.toThrow(/ENOENT/);

    await writeScreenshotRun(diffs, screenshotRun([test({ outcome: 'expected', attachments: [] })], { ...RUN, status: 'passed' }));
    expect(readScreenshotRun(diffs)).toMatchObject({ status: 'passed', diffs: [] });
    await expect(readFile(join(diffs, 'sunny-home-en-1280px', 'actual.png'))).rejects.toThrow(/ENOENT/);
  });

  it('reads nothing where no run wrote, and refuses an index whose images climb out of its folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'screenshot-run-'));
    expect(readScreenshotRun(dir)).toBeUndefined();
    const index = { finishedAt: RUN.finishedAt, status: 'failed', planned: 1, ran: 1, diffs: [{ title: 't', message: 'm', images: { diff: '../../etc/passwd' } }] };
    await writeFile(join(dir, 'index.json'), JSON.stringify(index));
    expect(() => readScreenshotRun(dir)).toThrow(/index\.json/);
  });
});
