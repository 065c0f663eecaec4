import { dirname, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter';
import { clearScreenshotRun, type FinishedTest, screenshotRun, SCREENSHOT_DIFFS_DIR, writeScreenshotRun } from '../../scripts/report/screenshot-run.ts';

interface Options {
  /** The Playwright project whose failures are screenshot regressions. */
  project?: string;
  /** Relative to the config file's folder. */
  outputFolder?: string;
}

/**
 * Keeps each failed screenshot test's expected, actual and diff images, and an index of them,
 * for `npm run report` (scripts/report/screenshot-run.ts has the format). The folder is emptied
 * once the first screenshot test starts, so a run without a difference leaves an empty list; a
 * run that starts none (another project, `--list`) leaves the last screenshot run's as it was.
 */
export default class ScreenshotDiffsReporter implements Reporter {
  private readonly project: string;
  private readonly outputFolder: string;
  private dir = '';
  private suite: Suite | undefined;
  private cleared: Promise<void> | undefined;

  constructor(options: Options = {}) {
    this.project = options.project ?? 'screenshots';
    this.outputFolder = options.outputFolder ?? SCREENSHOT_DIFFS_DIR;
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.dir = resolve(config.configFile ? dirname(config.configFile) : config.rootDir, this.outputFolder);
    this.suite = suite;
  }

  onTestBegin(test: TestCase): void {
    if (this.cleared || !this.isShot(test)) return;
    this.cleared = clearScreenshotRun(this.dir);
    // Awaited in onEnd; this only keeps an early failure from being reported as unhandled.
    this.cleared.catch(() => undefined);
  }

  async onEnd(result: FullResult): Promise<void> {
    if (!this.cleared || !this.suite) return;
    await this.cleared;
    const tests: FinishedTest[] = this.suite.allTests().map((test) => {
      const last = test.results.at(-1);
      return {
        project: test.parent.project()?.name ?? '',
        // ['', project, file, ...describes, title]
        title: test.titlePath().slice(3).join(' › '),
        outcome: test.outcome(),
        attachments: last?.attachments ?? [],
        error: last?.errors[0]?.message,
      };
    });
    await writeScreenshotRun(this.dir, screenshotRun(tests, { project: this.project, finishedAt: new Date().toISOString(), status: result.status }));
  }

  private isShot(test: TestCase): boolean {
    return test.parent.project()?.name === this.project;
  }
}
