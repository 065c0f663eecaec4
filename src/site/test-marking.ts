import type { SiteBase } from './site-data.ts';

/**
 * What marks a site as not the agency's public one: a preview (scripts/preview.ts) or a sandbox
 * tenant (registry `sandbox`). Such a site is kept out of search engines everywhere (meta robots,
 * robots.txt, X-Robots-Tag, no sitemap) and says what it is on every page (TestRibbon.astro).
 * A preview of a sandbox tenant is marked as the preview it is.
 */
export type TestMarking = 'preview' | 'sandbox';

export function testMarking(site: Pick<SiteBase, 'sandbox' | 'preview'>): TestMarking | undefined {
  return site.preview ? 'preview' : site.sandbox ? 'sandbox' : undefined;
}

/** The robots rule every page of a marked site carries. */
export const TEST_SITE_ROBOTS = 'noindex, nofollow';
