import { LANGUAGES, type Language } from '../i18n/languages.ts';
import { ROUTE_CATALOGUE, type NamedRoutes, type RemoteApp, type RouteEntry } from './route-catalogue.ts';
import type { PageProps, SiteData } from './site-data.ts';

/** The routes the code names (home, about, errors, logout, login…), from the route catalogue. */
export const ROUTES = Object.fromEntries(
  ROUTE_CATALOGUE.flatMap((entry: RouteEntry & { name?: string }) => (entry.name ? [[entry.name, entry.path]] : [])),
) as NamedRoutes;
export type { RouteName } from './route-catalogue.ts';

/*
 * The language prefix (SPEC §1, §4 Language). Every language of a site lives at its own address:
 * the agency default at the root, the others under `/<lang>/`. These two functions are the only
 * place that adds or removes the prefix. Their self-contained forms (no imports, no outer names)
 * are inlined into the <head> scripts with Function.prototype.toString, the languages handed in.
 */

/** A public path split into its language prefix ('' or '/<lang>') and its route. */
export interface LanguageSplit {
  prefix: string;
  route: string;
}

/**
 * Self-contained form of stripLanguage. Only one of `languages` is a prefix: `/go/…` or `/zz`
 * keep their first segment.
 */
export function stripLanguagePrefix(pathname: string, languages: readonly string[]): LanguageSplit {
  const first = pathname.charAt(0) === '/' ? pathname.split('/')[1] ?? '' : '';
  if (languages.indexOf(first) < 0) return { prefix: '', route: pathname };
  return { prefix: `/${first}`, route: pathname.slice(first.length + 1) || '/' };
}

/** Self-contained form of localePath: the route in `language`, for a site whose default is `defaultLanguage`. */
export function addLanguagePrefix(route: string, language: string, defaultLanguage: string): string {
  const prefix = language === defaultLanguage ? '' : `/${language}`;
  return route === '/' ? `${prefix}/` : `${prefix}${route}`;
}

/** The language prefix of a public path and the route after it (contracts §3). */
export function stripLanguage(pathname: string): { prefix: '' | `/${Language}`; route: string } {
  return stripLanguagePrefix(pathname, LANGUAGES) as { prefix: '' | `/${Language}`; route: string };
}

/** The public path of a route in a language, as the visitor's browser sees it. */
export function localePath(site: Pick<SiteData, 'defaultLanguage'>, language: Language, route: string): string {
  return addLanguagePrefix(route, language, site.defaultLanguage);
}

/**
 * The inverse of localePath on one site: the language and route of a public path. The default
 * language has no prefix, so `/<default>/…` is not one of its pages: undefined.
 */
export function pageOfPath(site: Pick<SiteData, 'defaultLanguage'>, pathname: string): { language: Language; route: string } | undefined {
  const { prefix, route } = stripLanguage(pathname);
  if (prefix === '') return { language: site.defaultLanguage, route };
  const language = prefix.slice(1) as Language;
  return language === site.defaultLanguage ? undefined : { language, route };
}

/** What every page hands the shell. */
export interface ShellProps extends PageProps {
  /** The route without language prefix, for canonical and alternate links; the catalogue says whether it is indexed. */
  route: string;
  /** This page's own title; the agency's title follows it. */
  title?: string | undefined;
  /**
   * This is the shell page of a remote app, served at every path of that app. Its
   * canonical link, alternates and robots rule depend on the visitor's route, so the browser
   * writes them (src/client/route-head.ts) instead of the build; the app's module is preloaded.
   */
  appShell?: RemoteApp | undefined;
}

/**
 * SPEC §2.2, §2.9, §4: the logo, 'Take me home' and /logout go to the agency return URL, or home.
 * (The subscription target for an unsubscribed owner is a run-time rule of the auth store.)
 */
export function homeTarget(site: SiteData, language: Language): string {
  return (site.kind === 'agency' && site.agency.returnUrl) || localePath(site, language, ROUTES.home);
}
