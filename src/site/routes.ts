import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { loadSites, type SiteData } from './site-data.ts';

/** The shell's static pages (SPEC §2.1, §2.2), as site paths without the language prefix. */
export const ROUTES = {
  home: '/',
  about: '/about',
  faqs: '/faqs',
  errors: '/errors',
  privacyPolicy: '/privacy-policy',
  userTerms: '/user-terms-and-conditions',
  cookiesPolicy: '/cookies-policy',
  disclaimer: '/disclaimer',
  logout: '/logout',
  blog: '/blog',
  topDestination: '/top-destination',
  destination: '/destination',
  /** Served by the remote app; not localised by the shell. */
  login: '/login',
  signup: '/signup',
} as const;
export type RouteName = keyof typeof ROUTES;

/**
 * Astro renders every language under /site/<tenant>/<lang>/; the build then publishes the
 * agency's default language at the site root and the others under /<lang>/.
 */
export function sitePaths() {
  return loadSites().flatMap((site) =>
    LANGUAGES.map((language) => ({ params: { tenant: site.id, lang: language }, props: { site, language } })),
  );
}

export interface PageProps {
  site: SiteData;
  language: Language;
}

/** The public path of a route in a language, as the visitor's browser sees it. */
export function localePath(site: Pick<SiteData, 'defaultLanguage'>, language: Language, route: string): string {
  const prefix = language === site.defaultLanguage ? '' : `/${language}`;
  if (route === '/') return `${prefix}/`;
  return `${prefix}${route}`;
}

/** What every page hands the shell. */
export interface ShellProps extends PageProps {
  /** The route without language prefix, for canonical and alternate links. */
  route: string;
  /** This page's own title; the agency's title follows it. */
  title?: string | undefined;
  /** Pages that exist only to move the visitor on are kept out of the index. */
  noindex?: boolean;
}

/**
 * SPEC §2.2, §2.9, §4: the logo, 'Take me home' and /logout go to the agency return URL, or home.
 * (The subscription target for an unsubscribed owner is a run-time rule of the auth store.)
 */
export function homeTarget(site: SiteData, language: Language): string {
  return (site.kind === 'agency' && site.agency.returnUrl) || localePath(site, language, ROUTES.home);
}

/** Paths of a page that only some agencies have (SPEC §2.2: e.g. displayTopDestinations). */
export function sitePathsWhere(include: (site: SiteData) => boolean) {
  return sitePaths().filter((path) => include(path.props.site));
}
