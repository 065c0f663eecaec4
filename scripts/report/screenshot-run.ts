import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join } from 'node:path';
import * as z from 'zod/mini';
import { createJsonWriter, readJsonFile } from '@agency-storefront/reference/json-file';

/*
 * What a screenshot-regression run leaves for the build report: DIR/index.json (default
 * .build/screenshot-diffs) and, per failed case, DIR/<case>/{expected,actual,diff}.png.
 * tests/e2e/screenshot-diffs-reporter.ts writes it; scripts/report/screenshot-diffs.ts reads it.
 */

export const SCREENSHOT_DIFFS_DIR = '.build/screenshot-diffs';
export const INDEX_FILE = 'index.json';

export const DIFF_IMAGES = ['expected', 'actual', 'diff'] as const;
export type DiffImage = (typeof DIFF_IMAGES)[number];

/** A path inside the index's folder: the report copies from it, so it never climbs out. */
const insidePath = z.string().check(z.refine((path) => path !== '' && !isAbsolute(path) && !path.split(/[\\/]/).includes('..'), 'a relative path inside the folder'));

const screenshotDiff = z.object({
  /** The test's title, which names tenant, page, language and width (tests/e2e/screenshots.spec.ts). */
  title: z.string(),
  /** The baseline's file name; absent when the test failed before its screenshot was compared. */
  screenshot: z.optional(z.string()),
  /** The first lines of Playwright's error, without colour codes. */
  message: z.string(),
  /** Relative to the index's folder; a kind Playwright did not produce is absent. */
  images: z.object({ expected: z.optional(insidePath), actual: z.optional(insidePath), diff: z.optional(insidePath) }),
});

export const screenshotRunSchema = z.object({
  finishedAt: z.string(),
  /** The whole Playwright run's status. */
  status: z.enum(['passed', 'failed', 'timedout', 'interrupted']),
  /** Screenshot tests the run selected, and how many of them ran. */
  planned: z.number(),
  ran: z.number(),
  diffs: z.array(screenshotDiff),
});

export type ScreenshotDiff = z.infer<typeof screenshotDiff>;
export type ScreenshotRun = z.infer<typeof screenshotRunSchema>;

/** One test once the run is over, in the terms of Playwright's reporter API. */
export interface FinishedTest {
  /** The Playwright project it ran in. */
  project: string;
  title: string;
  /** Playwright's `test.outcome()`: 'unexpected' is a failure that no retry turned into a pass. */
  outcome: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  /** Of the last attempt. */
  attachments: ReadonlyArray<{ name: string; path?: string | undefined }>;
  error?: string | undefined;
}

/** An image to copy from Playwright's output into the index's folder. */
export interface ImageCopy {
  from: string;
  /** Relative to the index's folder, as the index names it. */
  to: string;
}

/** toHaveScreenshot names its attachments `<snapshot name>-<kind><ext>`. */
const ATTACHMENT = /^(?<stem>.+)-(?<kind>expected|actual|diff)(?<ext>\.[^./\\]+)$/;
const ANSI = /\x1b\[[0-9;]*m/g;
const MESSAGE_LINES = 3;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'case';

/** The lines that say what failed (matcher, pixel count, snapshot), without the call log that follows. */
function firstLines(error: string | undefined): string {
  const lines = (error ?? 'failed without an error message').replace(ANSI, '').split('\n').map((line) => line.trim());
  const end = lines.findIndex((line) => /^Call log:/.test(line));
  return lines.slice(0, end === -1 ? undefined : end).filter(Boolean).slice(0, MESSAGE_LINES).join(' · ');
}

/**
 * The index for a finished run, and the images it names: one entry per failed test of the
 * screenshot project and snapshot (a failed test without a screenshot attachment gets one entry
 * without images). Passing, flaky and skipped tests, and other projects' tests, give none.
 */
export function screenshotRun(
  tests: readonly FinishedTest[],
  run: Pick<ScreenshotRun, 'finishedAt' | 'status'> & { project: string },
): { index: ScreenshotRun; copies: ImageCopy[] } {
  const { project, ...about } = run;
  const shots = tests.filter((test) => test.project === project);
  const diffs: ScreenshotDiff[] = [];
  const copies: ImageCopy[] = [];
  const used = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  for (const shot of shots) {
    if (shot.outcome !== 'unexpected') continue;
    const message = firstLines(shot.error);
    const snapshots = new Map<string, Partial<Record<DiffImage, string>>>();
    for (const attachment of shot.attachments) {
      const match = ATTACHMENT.exec(attachment.name);
      if (!match?.groups || !attachment.path) continue;
      const name = `${match.groups.stem}${match.groups.ext}`;
      snapshots.set(name, { ...snapshots.get(name), [match.groups.kind as DiffImage]: attachment.path });
    }
    if (!snapshots.size) diffs.push({ title: shot.title, message, images: {} });
    for (const [name, found] of snapshots) {
      const id = uniqueId(snapshots.size > 1 ? `${slug(shot.title)}--${slug(name)}` : slug(shot.title));
      const images: ScreenshotDiff['images'] = {};
      for (const kind of DIFF_IMAGES) {
        const from = found[kind];
        if (!from) continue;
        images[kind] = `${id}/${kind}${extname(from)}`;
        copies.push({ from, to: images[kind] });
      }
      diffs.push({ title: shot.title, screenshot: name, message, images });
    }
  }
  const ran = shots.filter((shot) => shot.outcome !== 'skipped').length;
  return { index: { ...about, planned: shots.length, ran, diffs }, copies };
}

/**
 * Replaces DIR with the run's images and index. An image that cannot be copied is left out of
 * its entry rather than named and missing.
 */
export async function writeScreenshotRun(dir: string, { index, copies }: { index: ScreenshotRun; copies: readonly ImageCopy[] }): Promise<void> {
  await clearScreenshotRun(dir);
  const lost = new Set<string>();
  for (const copy of copies) {
    try {
      await mkdir(dirname(join(dir, copy.to)), { recursive: true });
      await copyFile(copy.from, join(dir, copy.to));
    } catch {
      lost.add(copy.to);
    }
  }
  const diffs = index.diffs.map((diff) => ({
    ...diff,
    images: Object.fromEntries(Object.entries(diff.images).filter(([, path]) => !lost.has(path))),
  }));
  await createJsonWriter()(join(dir, INDEX_FILE), { ...index, diffs });
}

/** Empties DIR, so a run that ends early never leaves the previous run's differences behind. */
export async function clearScreenshotRun(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}

/** DIR/index.json, checked; undefined when there is none. A file that is not an index throws, naming it. */
export function readScreenshotRun(dir: string): ScreenshotRun | undefined {
  return readJsonFile(join(dir, INDEX_FILE), screenshotRunSchema);
}
