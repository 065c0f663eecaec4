import { LANGUAGES } from '../i18n/languages.ts';
import type { SiteData } from '../site/site-data.ts';

/*
 * The site-data channel: the one path by which the build orchestrator (scripts/build/run.ts)
 * hands the collected sites to the pages Astro renders.
 *
 * Astro renders static pages in the orchestrator's own process, but from a bundled copy of
 * this module (its prerender chunk under the build output), not from the module the
 * orchestrator imported. A module-level variable would therefore be two variables; the sites
 * are kept on `globalThis` under one registered symbol instead, which both copies share.
 * Nothing else reads or writes that slot.
 */
const SLOT = Symbol.for('storefront.build.sites');

type SitesSlot = { [SLOT]?: SiteData[] };

/** Called by the orchestrator right before Astro's build(): these sites are rendered. */
export function provideSites(sites: SiteData[]): void {
  (globalThis as SitesSlot)[SLOT] = sites;
}

/** The sites of this build; none when Astro runs outside the orchestrator (e.g. `astro check`). */
export function loadSites(): SiteData[] {
  return (globalThis as SitesSlot)[SLOT] ?? [];
}

/**
 * Astro renders every language under /site/<tenant>/<lang>/; the build then publishes the
 * agency's default language at the site root and the others under /<lang>/.
 */
export function sitePaths() {
  return loadSites().flatMap((site) =>
    LANGUAGES.map((language) => ({ params: { tenant: site.id, lang: language }, props: { site, language } })),
  );
}

/** Paths of a page that only some agencies have (SPEC §2.2: e.g. displayTopDestinations). */
export function sitePathsWhere(include: (site: SiteData) => boolean) {
  return sitePaths().filter((path) => include(path.props.site));
}
