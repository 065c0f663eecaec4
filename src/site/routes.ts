import { localePath } from '../i18n/language-prefix.ts';
import type { Language } from '../i18n/languages.ts';
import { ROUTE_CATALOGUE, type NamedRoutes, type RemoteApp, type RouteEntry } from './route-catalogue.ts';
import type { PageProps, SiteData } from './site-data.ts';

/** The routes the code names (home, about, errors, logout, login…), from the route catalogue. */
export const ROUTES = Object.fromEntries(
  ROUTE_CATALOGUE.flatMap((entry: RouteEntry & { name?: string }) => (entry.name ? [[entry.name, entry.path]] : [])),
) as NamedRoutes;
export type { RouteName } from './route-catalogue.ts';

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
