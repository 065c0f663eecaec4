import type { TenantStatus } from '../build/report.ts';
import type { PrimaryContrast } from './contrast.ts';
import { escapeHtml as esc } from './escape-html.ts';
import { renderScreenshotDiffs, SCREENSHOT_DIFFS_STYLE } from './screenshot-diffs.ts';
import type { LighthouseOutcome, ReportData, TenantResult } from './tenant-result.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const languageName = (code: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;

/** A symbol and a word for every state: colour only repeats what the text says. */
const STATUS: Record<TenantStatus, { mark: string; tone: 'good' | 'warn' | 'bad'; text: string }> = {
  built: { mark: '✓', tone: 'good', text: 'built' },
  unchanged: { mark: '✓', tone: 'good', text: 'unchanged (kept)' },
  'not-found': { mark: '!', tone: 'warn', text: 'agency not found' },
  inactive: { mark: '!', tone: 'warn', text: 'inactive agency' },
  failed: { mark: '✗', tone: 'bad', text: 'failed' },
};

function buildCell(result: TenantResult): string {
  const { build } = result;
  if (!build) return '<td><span class="tone-warn">? no build record</span></td>';
  const status = STATUS[build.status] ?? { mark: '?', tone: 'warn', text: String(build.status) };
  const error = build.error ? `<br><span class="detail">${esc(build.error)}</span>` : '';
  const whole = build.buildMs === undefined
    ? ''
    : `<br><span class="detail">in a ${seconds(build.buildMs)} build${build.renderMs === undefined ? '' : `, ${seconds(build.renderMs)} of it the shared bundle and render`}</span>`;
  return (
    `<td data-figure="build"><span class="tone-${status.tone}">${status.mark} ${esc(status.text)}</span>` +
    `<br>${seconds(build.ms)} own work, ${build.pages} pages${whole}` +
    `<br><time datetime="${esc(build.finishedAt)}">${esc(build.finishedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>${error}</td>`
  );
}

const LIGHTHOUSE_LABELS = { performance: 'Performance', accessibility: 'Accessibility', bestPractices: 'Best practices', seo: 'SEO' } as const;
const scoreTone = (score: number) => (score >= 90 ? 'good' : score >= 50 ? 'warn' : 'bad');

function lighthouseCell(outcome: LighthouseOutcome): string {
  if (outcome.state === 'not-run') return '<td data-figure="lighthouse">not run</td>';
  if (outcome.state === 'failed') return `<td data-figure="lighthouse"><span class="tone-bad">✗ failed:</span> ${esc(outcome.error)}</td>`;
  const rows = (Object.keys(LIGHTHOUSE_LABELS) as Array<keyof typeof LIGHTHOUSE_LABELS>).map(
    (key) => `<li>${LIGHTHOUSE_LABELS[key]} <strong class="tone-${scoreTone(outcome.scores[key])}">${outcome.scores[key]}</strong></li>`,
  );
  return `<td data-figure="lighthouse"><ul>${rows.join('')}</ul></td>`;
}

function jsCell(result: TenantResult): string {
  if (!result.homeJs) return '<td data-figure="home-js">—</td>';
  const { gzip, budget } = result.homeJs;
  const verdict = gzip <= budget ? '<span class="tone-good">✓ within budget</span>' : '<span class="tone-bad">✗ over budget</span>';
  return `<td data-figure="home-js">${kb(gzip)} of ${kb(budget)}<br>${verdict}</td>`;
}

function axeCell(result: TenantResult): string {
  const { axe } = result;
  if (!axe) return '<td data-figure="axe">—</td>';
  if (axe.state === 'failed') return `<td data-figure="axe"><span class="tone-bad">✗ not checked:</span> ${esc(axe.error)}</td>`;
  if (!axe.rules.length) return '<td data-figure="axe"><span class="tone-good">✓ 0 violations</span></td>';
  const nodes = axe.rules.reduce((sum, rule) => sum + rule.nodes, 0);
  const rules = axe.rules.map((rule) => `<li><code>${esc(rule.id)}</code> (${rule.nodes})</li>`).join('');
  return `<td data-figure="axe"><span class="tone-bad">✗ ${axe.rules.length} violation${axe.rules.length === 1 ? '' : 's'}</span>, ${nodes} element${nodes === 1 ? '' : 's'}:<ul>${rules}</ul></td>`;
}

function colourCell(colour: PrimaryContrast | undefined): string {
  if (!colour) return '<td data-figure="colour">—</td>';
  const textName = colour.text === '#ffffff' ? 'white' : 'black';
  const tone = colour.level === 'fails AA' ? 'bad' : colour.level === 'AA large text only' ? 'warn' : 'good';
  return (
    `<td data-figure="colour"><span class="swatch" style="background:${esc(colour.primary)};color:${esc(colour.text)}" aria-hidden="true">Aa</span> ` +
    `<code>${esc(colour.primary)}</code><br>${textName} text ${colour.ratio.toFixed(2)}:1 <span class="tone-${tone}">${esc(colour.level)}</span></td>`
  );
}

function warningsCell(result: TenantResult): string {
  const items = [...result.warnings.map((w) => esc(w)), ...result.problems.map((p) => `report: ${esc(p)}`)];
  if (!items.length) return '<td data-figure="warnings">none</td>';
  return `<td data-figure="warnings"><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></td>`;
}

function shotsCell(result: TenantResult): string {
  if (!result.screenshots.length) return '<td data-figure="screenshots">—</td>';
  const figures = result.screenshots.map((shot) => {
    const label = `${languageName(shot.language)} (${shot.language}), ${shot.width} px`;
    const src = esc(encodeURI(shot.file));
    return `<figure><a href="${src}"><img src="${src}" alt="${esc(`${result.id} home page, ${label} wide`)}" width="120" height="90" loading="lazy"></a><figcaption>${esc(label)}</figcaption></figure>`;
  });
  return `<td data-figure="screenshots"><div class="shots">${figures.join('')}</div></td>`;
}

function row(result: TenantResult): string {
  return [
    `<tr id="tenant-${esc(result.id)}" data-tenant="${esc(result.id)}">`,
    `<th scope="row">${esc(result.id)}</th>`,
    buildCell(result),
    lighthouseCell(result.lighthouse),
    jsCell(result),
    axeCell(result),
    colourCell(result.colour),
    warningsCell(result),
    shotsCell(result),
    '</tr>',
  ].join('\n');
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,sans-serif;line-height:1.4;color:#1a1a1a;background:#fff}
body{margin:0;padding:1rem 1.5rem}
table{border-collapse:collapse;inline-size:100%}
caption{text-align:start;font-weight:600;padding-block:.5rem}
th,td{border:1px solid #8a8a8a;padding:.4rem .5rem;vertical-align:top;text-align:start}
thead th{background:#eef1f5}
ul{margin:0;padding-inline-start:1.1rem}
code{font-size:.9em}
.detail{font-size:.9em}
.tone-good{color:#0a6b2c}.tone-warn{color:#7a4d00}.tone-bad{color:#a3120b;font-weight:600}
.swatch{display:inline-block;padding:.1rem .4rem;border:1px solid #1a1a1a;font-weight:700}
.shots{display:grid;grid-template-columns:repeat(2,max-content);gap:.5rem}
figure{margin:0}figcaption{font-size:.8em}
img{display:block;border:1px solid #8a8a8a;object-fit:cover;object-position:top}
a:focus-visible{outline:3px solid #1747a6;outline-offset:2px}
${SCREENSHOT_DIFFS_STYLE}`;

/** The whole report as one offline page: inline CSS, no script, no font or image from elsewhere. */
export function renderReport(report: ReportData): string {
  const count = report.tenants.length;
  const failed = report.tenants.filter((t) => t.build?.status === 'failed').length;
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Build report: ${count} tenant${count === 1 ? '' : 's'}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Build report</h1>
<p>Made ${esc(report.generatedAt.toISOString().replace(/\.\d+Z$/, 'Z'))} from <code>${esc(report.dist)}</code>: ${count} tenant${count === 1 ? '' : 's'}, ${failed} failed.
Every figure is of the home page in the tenant's default language: Lighthouse with its mobile preset, offline; JavaScript loaded as the page opens, gzip, against src/config/budgets.ts;
axe-core with the tags wcag2a, wcag2aa, wcag21aa and wcag22aa, at 1280 px. Screenshots show the first screen (the thumbnails its top); select one to open it full size.</p>
<table>
<caption>Every tenant at a glance</caption>
<thead>
<tr><th scope="col">Tenant</th><th scope="col">Build</th><th scope="col">Lighthouse</th><th scope="col">Home-page JS (gzip)</th><th scope="col">Axe violations</th><th scope="col">Primary colour and text contrast</th><th scope="col">Warnings</th><th scope="col">Home page</th></tr>
</thead>
<tbody>
${report.tenants.map(row).join('\n')}
</tbody>
</table>
${renderScreenshotDiffs(report.screenshotDiffs)}
</main>
</body>
</html>
`;
}
