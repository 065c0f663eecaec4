import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScreenshotDiffs, renderScreenshotDiffs, type ScreenshotDiffsSection } from './screenshot-diffs.ts';
import type { ScreenshotDiff, ScreenshotRun } from './screenshot-run.ts';

const EVIL = `<img src=x onerror="alert(1)">'&`;

const DIFF: ScreenshotDiff = {
  title: 'sunny home en 1280px',
  screenshot: 'sunny-home-en-1280.png',
  message: 'Error: expect(page).toHaveScreenshot(expected) failed · 1843 pixels (ratio 0.01 of all image pixels) are different.',
  images: { expected: 'screenshot-diffs/sunny-home-en-1280px/expected.png', actual: 'screenshot-diffs/sunny-home-en-1280px/actual.png', diff: 'screenshot-diffs/sunny-home-en-1280px/diff.png' },
};

const run = (diffs: ScreenshotDiff[], patch: Partial<ScreenshotRun> = {}): ScreenshotDiffsSection => ({
  source: '.build/screenshot-diffs',
  state: 'read',
  run: { finishedAt: '2026-11-24T20:00:00.000Z', status: diffs.length ? 'failed' : 'passed', planned: 64, ran: 64, diffs, ...patch },
});

const section = (data: ScreenshotDiffsSection) => new JSDOM(renderScreenshotDiffs(data)).window.document.querySelector('section')!;
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

describe('the Screenshot regressions section', () => {
  it('names each failed case and shows expected, actual and difference side by side', () => {
    const doc = section(run([DIFF, { ...DIFF, title: 'medina faq ar 390px', screenshot: 'medina-faq-ar-390.png' }]));
    expect(doc.querySelector('h2')?.textContent).toBe('Screenshot regressions');
    expect(doc.getAttribute('aria-labelledby')).toBe(doc.querySelector('h2')?.id);
    expect(text(doc.querySelector('p'))).toBe(
      '✗ 2 failed screenshot tests in the last screenshot run (.build/screenshot-diffs, finished 2026-11-24 20:00:00 UTC, 64 of 64 screenshot tests run, Playwright status failed). Each shows the baseline, the page as drawn, and the pixels that differ; select an image to open it full size.',
    );
    const entries = [...doc.querySelectorAll('article')];
    expect(entries.map((entry) => entry.querySelector('h3')?.textContent)).toEqual(['sunny home en 1280px', 'medina faq ar 390px']);
    const first = entries[0]!;
    expect(text(first.querySelector('p'))).toBe(`sunny-home-en-1280.png: ${DIFF.message}`);
    expect([...first.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual(['Expected', 'Actual', 'Difference']);
    expect([...first.querySelectorAll('img')].map((img) => [img.getAttribute('src'), img.alt, img.closest('a')?.getAttribute('href')])).toEqual([
      [DIFF.images.expected, 'Expected: sunny home en 1280px', DIFF.images.expected],
      [DIFF.images.actual, 'Actual: sunny home en 1280px', DIFF.images.actual],
      [DIFF.images.diff, 'Difference: sunny home en 1280px', DIFF.images.diff],
    ]);
  });

  it('says where an image is missing, and when a case failed before its screenshot was compared', () => {
    const doc = section(run([{ ...DIFF, images: { actual: DIFF.images.actual! } }, { title: 'sunny hotel checkout en 390px', message: 'Test timeout of 90000ms exceeded.', images: {} }]));
    const [missingBaseline, timedOut] = [...doc.querySelectorAll('article')];
    const figures = [...missingBaseline!.querySelectorAll('figure')].map((figure) => [figure.querySelector('img') ? 'image' : figure.querySelector('p')?.textContent, figure.querySelector('figcaption')?.textContent]);
    expect(figures).toEqual([['no image', 'Expected'], ['image', 'Actual'], ['no image', 'Difference']]);
    expect(text(timedOut)).toBe('sunny hotel checkout en 390px Test timeout of 90000ms exceeded. Failed before its screenshot was compared: no images.');
  });

  it('says the last run had no differences when its list is empty, or that no run was found', () => {
    expect(text(section(run([], { ran: 1, planned: 1 })).querySelector('p'))).toBe(
      '✓ The last screenshot run had no differences (.build/screenshot-diffs, finished 2026-11-24 20:00:00 UTC, 1 of 1 screenshot test run, Playwright status passed).',
    );
    expect(text(section({ source: '.build/screenshot-diffs', state: 'missing' }).querySelector('p'))).toBe(
      'No screenshot run found in .build/screenshot-diffs: npm run test:screenshots (or npm test) makes one.',
    );
    expect(text(section({ source: 'x', state: 'unreadable', error: 'x/index.json: diffs.0.title: expected string' }).querySelector('p'))).toBe(
      "! The last screenshot run's index could not be read: x/index.json: diffs.0.title: expected string",
    );
  });

  it('escapes every string of the index, in text and in attributes', () => {
    const evil: ScreenshotDiff = { title: EVIL, screenshot: EVIL, message: EVIL, images: { expected: `screenshot-diffs/"${EVIL}.png` } };
    const doc = section(run([evil], { finishedAt: EVIL }));
    expect(doc.querySelectorAll('img')).toHaveLength(1);
    expect(doc.querySelectorAll('[onerror], script')).toHaveLength(0);
    expect(doc.querySelector('h3')?.textContent).toBe(EVIL);
    expect(doc.querySelector('article')?.getAttribute('data-screenshot-diff')).toBe(EVIL);
    expect(doc.querySelector('img')?.alt).toBe(`Expected: ${EVIL}`);
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe(EVIL);
    expect(text(section({ source: EVIL, state: 'unreadable', error: EVIL }))).toContain(EVIL);
  });
});

describe('loading the section for a report', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('copies the images beside the report, names them relative to its page, and replaces an earlier report\'s', async () => {
    dir = await mkdtemp(join(tmpdir(), 'screenshot-diffs-'));
    const from = join(dir, 'diffs');
    const out = join(dir, 'report');
    await mkdir(join(from, 'case'), { recursive: true });
    await mkdir(join(out, 'screenshot-diffs', 'old'), { recursive: true });
    await writeFile(join(out, 'screenshot-diffs', 'old', 'diff.png'), 'old');
    await writeFile(join(from, 'case', 'expected.png'), 'expected');
    await writeFile(join(from, 'case', 'diff.png'), 'diff');
    const index: ScreenshotRun = {
      finishedAt: '2026-11-24T20:00:00.000Z',
      status: 'failed',
      planned: 1,
      ran: 1,
      // actual.png is named but gone: the report shows it missing instead of a broken image.
      diffs: [{ ...DIFF, images: { expected: 'case/expected.png', actual: 'case/actual.png', diff: 'case/diff.png' } }],
    };
    await writeFile(join(from, 'index.json'), JSON.stringify(index));

    const loaded = await loadScreenshotDiffs(from, out, 'diffs');
    expect(loaded).toEqual({ source: 'diffs', state: 'read', run: { ...index, diffs: [{ ...DIFF, images: { expected: 'screenshot-diffs/case/expected.png', diff: 'screenshot-diffs/case/diff.png' } }] } });
    expect(await readFile(join(out, 'screenshot-diffs', 'case', 'diff.png'), 'utf8')).toBe('diff');
    await expect(readFile(join(out, 'screenshot-diffs', 'old', 'diff.png'))).rejects.toThrow(/ENOENT/);
  });

  it('is missing without an index, and unreadable with a broken one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'screenshot-diffs-'));
    expect(await loadScreenshotDiffs(dir, join(dir, 'report'), 'd')).toEqual({ source: 'd', state: 'missing' });
    await writeFile(join(dir, 'index.json'), '{"diffs": [');
    expect(await loadScreenshotDiffs(dir, join(dir, 'report'), 'd')).toMatchObject({ state: 'unreadable', error: expect.stringMatching(/index\.json is not JSON/) });
  });
});
