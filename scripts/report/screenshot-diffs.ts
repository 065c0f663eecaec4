import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { escapeHtml as esc } from './escape-html.ts';
import { DIFF_IMAGES, type DiffImage, readScreenshotRun, type ScreenshotDiff, type ScreenshotRun } from './screenshot-run.ts';

/** The report's folder for the copied images, relative to its index.html. */
export const REPORT_DIFFS_FOLDER = 'screenshot-diffs';

/** What the report knows of the last screenshot-regression run (npm run test:screenshots). */
export type ScreenshotDiffsSection = { source: string } & (
  | { state: 'missing' }
  | { state: 'unreadable'; error: string }
  /** Image paths relative to the report's index.html. */
  | { state: 'read'; run: ScreenshotRun }
);

/**
 * Reads the run's index in `fromDir` and copies its images into OUT/screenshot-diffs/ (replacing
 * an earlier report's), so the page works offline on its own. `source` is the folder as shown.
 */
export async function loadScreenshotDiffs(fromDir: string, outDir: string, source: string): Promise<ScreenshotDiffsSection> {
  const into = join(outDir, REPORT_DIFFS_FOLDER);
  await rm(into, { recursive: true, force: true });
  let run: ScreenshotRun | undefined;
  try {
    run = readScreenshotRun(fromDir);
  } catch (error) {
    return { source, state: 'unreadable', error: (error as Error).message };
  }
  if (!run) return { source, state: 'missing' };
  const diffs: ScreenshotDiff[] = [];
  for (const diff of run.diffs) {
    const images: ScreenshotDiff['images'] = {};
    for (const kind of DIFF_IMAGES) {
      const path = diff.images[kind];
      if (!path) continue;
      try {
        await mkdir(dirname(join(into, path)), { recursive: true });
        await copyFile(join(fromDir, path), join(into, path));
        images[kind] = `${REPORT_DIFFS_FOLDER}/${path}`;
      } catch {
        // Shown as a missing image: the index outlived one of its files.
      }
    }
    diffs.push({ ...diff, images });
  }
  return { source, state: 'read', run: { ...run, diffs } };
}

const CAPTIONS: Record<DiffImage, string> = { expected: 'Expected', actual: 'Actual', diff: 'Difference' };
const when = (iso: string) => `<time datetime="${esc(iso)}">${esc(iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function figure(diff: ScreenshotDiff, kind: DiffImage): string {
  const path = diff.images[kind];
  const caption = `<figcaption>${CAPTIONS[kind]}</figcaption>`;
  if (!path) return `<figure><p class="no-image">no image</p>${caption}</figure>`;
  const src = esc(encodeURI(path));
  return `<figure><a href="${src}"><img src="${src}" alt="${esc(`${CAPTIONS[kind]}: ${diff.title}`)}" loading="lazy"></a>${caption}</figure>`;
}

function entry(diff: ScreenshotDiff): string {
  const what = diff.screenshot ? `<code>${esc(diff.screenshot)}</code>: ` : '';
  const images = Object.keys(diff.images).length
    ? `<div class="diff-images">${DIFF_IMAGES.map((kind) => figure(diff, kind)).join('')}</div>`
    : '<p>Failed before its screenshot was compared: no images.</p>';
  return `<article class="screenshot-diff" data-screenshot-diff="${esc(diff.title)}">\n<h3>${esc(diff.title)}</h3>\n<p class="detail">${what}${esc(diff.message)}</p>\n${images}\n</article>`;
}

function body(section: ScreenshotDiffsSection): string {
  const source = `<code>${esc(section.source)}</code>`;
  if (section.state === 'missing') return `<p>No screenshot run found in ${source}: <code>npm run test:screenshots</code> (or <code>npm test</code>) makes one.</p>`;
  if (section.state === 'unreadable') return `<p><span class="tone-warn">! The last screenshot run's index could not be read:</span> ${esc(section.error)}</p>`;
  const { run } = section;
  const details = `(${source}, finished ${when(run.finishedAt)}, ${run.ran} of ${plural(run.planned, 'screenshot test')} run, Playwright status ${esc(run.status)})`;
  if (!run.diffs.length) return `<p><span class="tone-good">✓ The last screenshot run had no differences</span> ${details}.</p>`;
  return (
    `<p><span class="tone-bad">✗ ${plural(run.diffs.length, 'failed screenshot test')}</span> in the last screenshot run ${details}. ` +
    `Each shows the baseline, the page as drawn, and the pixels that differ; select an image to open it full size.</p>\n${run.diffs.map(entry).join('\n')}`
  );
}

/** The report's "Screenshot regressions" section: per failed case, its page and the three images side by side. */
export function renderScreenshotDiffs(section: ScreenshotDiffsSection): string {
  return `<section aria-labelledby="screenshot-regressions" data-section="screenshot-regressions">\n<h2 id="screenshot-regressions">Screenshot regressions</h2>\n${body(section)}\n</section>`;
}

export const SCREENSHOT_DIFFS_STYLE = `
.screenshot-diff{border-block-start:1px solid #8a8a8a;padding-block:.5rem}
.screenshot-diff h3{margin-block:.25rem}
.diff-images{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:.75rem}
.diff-images img{inline-size:100%;block-size:auto;object-fit:contain}
.no-image{border:1px dashed #8a8a8a;padding:1rem;margin:0}
`;
