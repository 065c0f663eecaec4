import type { Language } from '../i18n/languages.ts';
import type { Agency } from '../tenant/agency.ts';
import type { AnalyticsPlan } from '../tenant/analytics.ts';
import type { AboutUs, Faq } from '../tenant/content.ts';
import type { Environment } from '../tenant/registry.ts';

/**
 * What the build orchestrator hands to Astro for one tenant: validated, sanitised and
 * complete, so that rendering never fetches and never fails on data.
 */
export interface SiteBase {
  id: string;
  origin: string;
  environment: Environment;
  remotesUrl: string;
  /** The agency API the browser islands call. */
  apiUrl: string;
  /** SPEC §7 hotel service, for the destination pages. */
  hotelServiceUrl: string;
  /** SPEC §7 flight service, for the flights search panel of a flights-v2 agency. */
  flightServiceUrl: string;
  /** SPEC §7 resort service, for the resort pages. */
  resortServiceUrl: string;
  defaultLanguage: Language;
  /** A sandbox tenant (registry `sandbox`): noindex, no sitemap, a "Test site" ribbon. Absent otherwise. */
  sandbox?: true;
  /** A preview build (scripts/preview.ts): noindex, no sitemap, a "Preview" ribbon. Absent otherwise. */
  preview?: true;
}

export interface AgencySite extends SiteBase {
  kind: 'agency';
  agency: Agency;
  aboutUs: AboutUs | null;
  faq: Faq | null;
  analytics: AnalyticsPlan;
}

/** SPEC §4, §8: the API does not know this agency; every page says 'Agency not found!'. */
export interface MissingAgencySite extends SiteBase {
  kind: 'not-found';
}

export type SiteData = AgencySite | MissingAgencySite;

/** What every page receives from `sitePaths()` (src/build/sites.ts). */
export interface PageProps {
  site: SiteData;
  language: Language;
}
