import type { TenantStatus } from '../build/report.ts';
import type { PrimaryContrast } from './contrast.ts';
import type { ScreenshotDiffsSection } from './screenshot-diffs.ts';

/** One screenshot of a home page, as a PNG beside index.html. */
export interface Screenshot {
  language: string;
  width: number;
  /** Relative to the report's index.html. */
  file: string;
}

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export type LighthouseOutcome =
  | { state: 'not-run' }
  | { state: 'failed'; error: string }
  | { state: 'measured'; scores: LighthouseScores };

export type AxeOutcome = { state: 'checked'; rules: Array<{ id: string; nodes: number }> } | { state: 'failed'; error: string };

/** Everything the report shows about one tenant; a missing field is a figure the report could not get. */
export interface TenantResult {
  id: string;
  /** From the build's record (dist/.build-report.json); undefined when the build left none for this tenant. */
  build?: {
    status: TenantStatus;
    /** The tenant's own work (fetching, validating, publishing), as the build summary prints it. */
    ms: number;
    pages: number;
    finishedAt: string;
    /** The whole build the tenant was part of, and the Astro render its tenants shared. */
    buildMs?: number;
    renderMs?: number;
    error?: string;
  };
  warnings: string[];
  screenshots: Screenshot[];
  lighthouse: LighthouseOutcome;
  homeJs?: { gzip: number; budget: number };
  axe?: AxeOutcome;
  colour?: PrimaryContrast;
  /** What went wrong while measuring (a page that did not load): shown, never hidden. */
  problems: string[];
}

export interface ReportData {
  generatedAt: Date;
  /** The dist folder measured, as given on the command line. */
  dist: string;
  tenants: TenantResult[];
  /** The last screenshot-regression run's differences, images copied beside index.html. */
  screenshotDiffs: ScreenshotDiffsSection;
}
