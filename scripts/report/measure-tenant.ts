import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { addLanguagePrefix } from '../../src/i18n/language-prefix.ts';
import { ROUTES } from '../../src/site/routes.ts';
import { homeJsBudget, measurePageJs } from '../bench/js-budget.ts';
import type { BuildRecord } from '../build/report.ts';
import { axeViolations, screenshot, WIDTHS } from './browser.ts';
import { primaryContrast } from './contrast.ts';
import type { LighthouseRunner } from './lighthouse-scores.ts';
import { homeFacts, shotLanguages } from './site-facts.ts';
import type { Screenshot, TenantResult } from './tenant-result.ts';

export interface MeasureContext {
  distDir: string;
  /** Where index.html goes; screenshots go to its shots/ folder. */
  outDir: string;
  siteUrl: (id: string) => string;
  browser: Browser;
  /** Undefined with --no-lighthouse. */
  lighthouse?: LighthouseRunner;
  record?: BuildRecord;
  log: (line: string) => void;
}

type RecordEntry = BuildRecord['tenants'][number];

/** The record's entry as the report shows it; the record is a file on disk, so each field is taken, not trusted. */
function buildOf(entry: RecordEntry): NonNullable<TenantResult['build']> {
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
  return {
    status: entry.status,
    ms: number(entry.ms) ?? 0,
    pages: number(entry.pages) ?? 0,
    finishedAt: String(entry.finishedAt),
    ...(number(entry.buildMs) === undefined ? {} : { buildMs: entry.buildMs }),
    ...(number(entry.renderMs) === undefined ? {} : { renderMs: entry.renderMs }),
    ...(entry.error ? { error: String(entry.error) } : {}),
  };
}

/** Every figure of one tenant; a figure that cannot be had is reported as a problem, not thrown. */
export async function measureTenant(id: string, context: MeasureContext): Promise<TenantResult> {
  const entry = context.record?.tenants.find((tenant) => tenant.id === id);
  const result: TenantResult = {
    id,
    ...(entry ? { build: buildOf(entry) } : {}),
    warnings: Array.isArray(entry?.warnings) ? entry.warnings.map(String) : [],
    screenshots: [],
    lighthouse: { state: 'not-run' },
    problems: [],
  };
  const siteDir = join(context.distDir, id);
  const html = await readFile(join(siteDir, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return result; // No site published: the build column says why.

  const facts = homeFacts(html);
  if (facts.primary) result.colour = primaryContrast(facts.primary);
  const js = await measurePageJs(siteDir, '/');
  result.homeJs = { gzip: js.totalGzip, budget: await homeJsBudget(siteDir) };

  const home = context.siteUrl(id);
  for (const language of shotLanguages(facts.language)) {
    for (const width of WIDTHS) {
      const shot: Screenshot = { language, width, file: `shots/${id}-${language}-${width}.png` };
      const url = new URL(addLanguagePrefix(ROUTES.home, language, facts.language), home).href;
      try {
        await screenshot(context.browser, url, width, join(context.outDir, shot.file));
        result.screenshots.push(shot);
      } catch (error) {
        result.problems.push(`no screenshot of ${url} at ${width} px: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  context.log(`  ${id}: ${result.screenshots.length} screenshots`);
  result.axe = await axeViolations(context.browser, home);
  context.log(`  ${id}: axe ${result.axe.state === 'checked' ? `${result.axe.rules.length} violation(s)` : 'failed'}`);
  if (context.lighthouse) {
    result.lighthouse = await context.lighthouse.measure(home);
    context.log(`  ${id}: Lighthouse ${result.lighthouse.state === 'measured' ? Object.values(result.lighthouse.scores).join('/') : 'failed'}`);
  }
  return result;
}
