import { readFileSync } from 'node:fs';
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
  defaultLanguage: Language;
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

/** The environment variable naming the JSON file of SiteData[] the build renders. */
export const SITES_FILE_ENV = 'STOREFRONT_SITES_FILE';

let cached: SiteData[] | undefined;

/** The sites of this build; none when Astro runs outside the orchestrator (e.g. `astro check`). */
export function loadSites(): SiteData[] {
  if (cached) return cached;
  const file = process.env[SITES_FILE_ENV];
  cached = file ? (JSON.parse(readFileSync(file, 'utf8')) as SiteData[]) : [];
  return cached;
}
