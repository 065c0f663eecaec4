import { LANGUAGES } from '../i18n/languages.ts';
import { findRoute } from '../site/route-catalogue.ts';
import { addLanguagePrefix, stripLanguage } from '../i18n/language-prefix.ts';

/*
 * A remote app's shell page serves every path of its app (one file, Netlify rewrites),
 * so the build cannot print the page's canonical link, its language alternates or its robots rule:
 * they belong to the route in the address. This writes them at start-up, from the route
 * catalogue, the way src/layouts/Shell.astro prints them on the shell's own pages. Crawlers that
 * render (Google) read them; crawlers that do not see a page without a canonical link, which
 * is better than a wrong one. Private routes are kept out by robots.txt before any of this.
 */

/** What the page prints on its `[data-app-shell]` element: the site origin and default language. */
interface AppShellFacts {
  origin: string;
  defaultLanguage: string;
}

function factsOf(doc: Document): AppShellFacts | undefined {
  const element = doc.querySelector<HTMLElement>('[data-app-shell]');
  const origin = element?.dataset.origin;
  const defaultLanguage = element?.dataset.defaultLanguage;
  return origin && defaultLanguage ? { origin, defaultLanguage } : undefined;
}

function link(doc: Document, attributes: Record<string, string>): void {
  const element = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  doc.head.append(element);
}

/** Writes canonical, alternates (9 languages and x-default) or robots noindex for the address. */
export function applyRouteHead(doc: Document, place: Pick<Location, 'pathname'>): void {
  const facts = factsOf(doc);
  if (!facts) return;
  const { route } = stripLanguage(place.pathname);
  const url = (language: string) => new URL(addLanguagePrefix(route, language, facts.defaultLanguage), facts.origin).href;
  if (findRoute(route)?.indexing !== 'index') {
    const meta = doc.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    doc.head.append(meta);
    return;
  }
  link(doc, { rel: 'canonical', href: new URL(place.pathname, facts.origin).href });
  for (const language of LANGUAGES) link(doc, { rel: 'alternate', hreflang: language, href: url(language) });
  link(doc, { rel: 'alternate', hreflang: 'x-default', href: url(facts.defaultLanguage) });
}
