/*
 * Per-test durations from the two runners' JSON reports: Playwright's `json` reporter and Vitest's
 * `json` reporter (Jest's shape). Only what the timing report needs: file, test name, milliseconds.
 */

export interface TestTiming {
  /** Repository-relative file. */
  file: string;
  /** The test's full name, with its project for browser tests (`[chromium] …`). */
  name: string;
  ms: number;
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { projectName?: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each browser test once per project, with the time of all its attempts (retries cost time too). */
export function playwrightTimings(report: { suites?: PlaywrightSuite[]; config?: { rootDir?: string } }, root: string): TestTiming[] {
  const out: TestTiming[] = [];
  const base = report.config?.rootDir ?? root;
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const file = relativeTo(root, joinPath(base, spec.file ?? suite.file ?? ''));
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
        out.push({ file, name: `[${test.projectName ?? ''}] ${[...here, spec.title].join(' › ')}`, ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

interface VitestReport {
  testResults?: { name: string; assertionResults: { fullName?: string; title: string; duration?: number | null }[] }[];
}

/** Each unit or build test. */
export function vitestTimings(report: VitestReport, root: string): TestTiming[] {
  return (report.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({ file: relativeTo(root, file.name), name: test.fullName ?? test.title, ms: test.duration ?? 0 })),
  );
}

function joinPath(base: string, file: string): string {
  if (file.startsWith('/')) return file;
  return `${base.replace(/\/+$/, '')}/${file}`;
}

function relativeTo(root: string, file: string): string {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const parts: string[] = [];
  for (const part of (file.startsWith(prefix) ? file.slice(prefix.length) : file).split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part) parts.push(part);
  }
  return parts.join('/');
}
