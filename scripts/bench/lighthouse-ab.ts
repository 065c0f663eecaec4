/**
 * Lighthouse on two builds of the same pages, alternately, for a change too small to see across
 * separate runs: on a shared 2-core machine one run's blocking time swings by hundreds of ms, and
 * a slow hour would land on whichever build ran in it.
 *
 *   npx --no -- node scripts/bench/lighthouse-ab.ts --a DIR --b DIR [--rounds 8] [--tenant sunny,medina] [--page /]
 *
 * DIR is a copy of the browser tests' build (.build/e2e/dist, which the e2e global set-up writes
 * against the reference API at E2E_API_PORT): build, copy, change the code, build and copy again.
 * Starts that API with its demo agencies, serves the sites through a link repointed to A
 * or B before each round (the server follows a swapped directory, as it does a publish), runs one
 * warm-up, then `rounds` rounds, A first in odd rounds and B first in even ones, of the mobile
 * preset on each page. Prints per build and page the medians of score, TBT and main-thread work,
 * and every run.
 */
import { rename, rm, symlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startReferenceApi } from '@agency-storefront/reference/server';
import { startSiteServer } from '../serve/server.ts';
import { E2E } from '../../tests/e2e/environment.ts';
import { launchChromium, lighthouseRun } from './lighthouse-run.ts';

interface Run {
  score: number;
  tbtMs: number;
  mainThreadMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { a: { type: 'string' }, b: { type: 'string' }, rounds: { type: 'string', default: '8' }, tenant: { type: 'string', default: 'sunny,medina' }, page: { type: 'string', default: '/' } },
  });
  if (!values.a || !values.b) throw new Error('Usage: lighthouse-ab.ts --a DIR --b DIR [--rounds 8] [--tenant sunny,medina] [--page /]');
  const builds = { A: resolve(values.a), B: resolve(values.b) };
  const link = resolve(E2E.dir, 'ab-current');
  const point = async (to: string) => {
    await rm(`${link}.next`, { force: true });
    await symlink(to, `${link}.next`);
    await rename(`${link}.next`, link);
  };
  await point(builds.A);
  const api = await startReferenceApi({ port: E2E.apiPort, quiet: true, dataDir: resolve(E2E.dir, 'api-data') });
  const sites = await startSiteServer({ distDir: link, port: E2E.sitePort });
  const chrome = await launchChromium();
  const runs = new Map<string, Run[]>();
  try {
    const pages = values.tenant.split(',').flatMap((tenant) => values.page.split(',').map((page) => `${E2E.siteUrl(tenant)}${page}`));
    await lighthouseRun(chrome, pages[0]!);
    for (let round = 0; round < Math.max(1, Number(values.rounds) || 8); round += 1) {
      for (const build of round % 2 ? (['B', 'A'] as const) : (['A', 'B'] as const)) {
        await point(builds[build]);
        for (const url of pages) {
          const lhr = await lighthouseRun(chrome, url);
          const work = (lhr.audits['mainthread-work-breakdown']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [];
          const key = `${build} ${url}`;
          runs.set(key, [
            ...(runs.get(key) ?? []),
            {
              score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
              tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
              mainThreadMs: Math.round(work.reduce((sum, item) => sum + item.duration, 0)),
            },
          ]);
          process.stdout.write('.');
        }
      }
    }
  } finally {
    chrome.kill();
    await sites.close();
    await api.close();
    await rm(link, { force: true });
  }
  console.log(`\n\n| build | page | score | TBT (ms) | main-thread work (ms) | runs (score/TBT/work) |\n|---|---|---|---|---|---|`);
  for (const [key, list] of [...runs].sort(([a], [b]) => a.localeCompare(b))) {
    const [build, url] = key.split(' ');
    console.log(
      `| ${build} | ${url} | ${median(list.map((run) => run.score))} | ${median(list.map((run) => run.tbtMs))} | ${median(list.map((run) => run.mainThreadMs))} | ${list.map((run) => `${run.score}/${run.tbtMs}/${run.mainThreadMs}`).join(' ')} |`,
    );
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
