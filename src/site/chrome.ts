/**
 * Which parts of the shell's chrome (header, footer) a page shows. The rules depend on the
 * query string and cookies, so they run in the browser — in a blocking script in <head>, before
 * the first paint, so that a hidden header never flashes and nothing shifts.
 */
import { LANGUAGES } from '../i18n/languages.ts';
import { COOKIES } from '../platform/storage.ts';
import { PROPOSAL_ROUTES } from './route-catalogue.ts';
import { stripLanguagePrefix } from '../i18n/language-prefix.ts';

/**
 * An empty element closing the header. The first paint waits for it (a render-blocking
 * `<link rel="expect">` in Shell.astro): painted while still arriving, the header's tools moved
 * sideways as the currency picker and the menu button were parsed. It is empty because browsers
 * differ on when an expected element counts: Chromium lets the paint go when it is inserted, the
 * HTML standard when it is parsed whole; for an empty one both are the same moment.
 */
export const HEADER_END_ID = 'site-header-end';

/** SPEC §2.9: query parameters that mark a deal-proposal link. */
export const PROPOSAL_QUERY = ['dealLinkId', 'id', 'proposalId', 'checkout'] as const;
/** SPEC §2.4, §4: hideHeader=true / hideFooter=true, remembered in cookies that logout removes. */
export const CHROME_COOKIES = { header: COOKIES.hideHeader, footer: COOKIES.hideFooter } as const;

/**
 * The rule data chromeState reads; passed in, because the inlined function cannot import. The
 * cookie names come from the one storage registry (src/platform/storage.ts); the access token is
 * the one login detection reads too (src/stores/auth.ts).
 */
export const CHROME_RULES = {
  proposalQuery: PROPOSAL_QUERY,
  /** SPEC §2.3, §2.9: the proposal pages (disapprove, allow-agent) show neither header nor footer. */
  proposalPages: PROPOSAL_ROUTES,
  languages: LANGUAGES,
  cookies: { hideHeader: CHROME_COOKIES.header, hideFooter: CHROME_COOKIES.footer, accessToken: COOKIES.accessToken },
} as const;
export type ChromeRules = typeof CHROME_RULES;

export interface ChromeInput {
  /** location.pathname, with or without a language prefix. */
  pathname: string;
  /** location.search. */
  search: string;
  /** document.cookie. */
  cookie: string;
  /** SPEC §3 agency.hideHeaderforDealProposal. */
  hideHeaderForDealProposal: boolean;
}

export interface ChromeState {
  /** shown; locked = links hidden and the logo not a link (a deal-proposal link); hidden. */
  header: 'shown' | 'locked' | 'hidden';
  /** shown; bare = no links (SPEC §2.12, proposal checkout with the header hidden); hidden. */
  footer: 'shown' | 'bare' | 'hidden';
  /** Cookies to write, by cookie name: 'true' to remember a hide flag, '' to forget it. */
  remember: Record<string, 'true' | ''>;
  /** SPEC §3: logged in when the access-token cookie is present. */
  loggedIn: boolean;
}

/**
 * SPEC §2.9, §2.12. Self-contained (no imports, no closures) because it is inlined into <head>
 * with Function.prototype.toString; keep it that way. `strip` is stripLanguagePrefix
 * (src/i18n/language-prefix.ts), handed in for the same reason.
 */
export function chromeState(input: ChromeInput, rules: ChromeRules, strip: typeof stripLanguagePrefix): ChromeState {
  const query = new URLSearchParams(input.search);
  const cookies: Record<string, string> = {};
  for (const part of input.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  const remember: ChromeState['remember'] = {};
  // SPEC §2.4 query parameters hideHeader / hideFooter, each remembered in its cookie (rules.cookies).
  const flag = (param: 'hideHeader' | 'hideFooter', cookie: string): boolean => {
    const value = query.get(param);
    if (value === 'true') remember[cookie] = 'true';
    else if (value === 'false') remember[cookie] = '';
    return value === null ? cookies[cookie] === 'true' : value === 'true';
  };
  const hideHeader = flag('hideHeader', rules.cookies.hideHeader);
  const hideFooter = flag('hideFooter', rules.cookies.hideFooter);
  const path = strip(input.pathname, rules.languages).route;
  const proposalPage = rules.proposalPages.some(
    (page) => path === page || path.startsWith(`${page}/`),
  );
  const proposalLink = rules.proposalQuery.some((name) => {
    const value = query.get(name);
    return value !== null && value !== '' && value !== 'false';
  });
  const headerGone = hideHeader || proposalPage || (proposalLink && input.hideHeaderForDealProposal);
  return {
    header: headerGone ? 'hidden' : proposalLink ? 'locked' : 'shown',
    footer: hideFooter || proposalPage ? 'hidden' : proposalLink && input.hideHeaderForDealProposal ? 'bare' : 'shown',
    remember,
    loggedIn: !!cookies[rules.cookies.accessToken],
  };
}

/**
 * The inline script: applies chromeState to <html> data attributes, which the header and footer
 * styles read, and remembers the hide flags for the rest of the visit.
 */
export function chromeScript(hideHeaderForDealProposal: boolean): string {
  // Built once per variant; every page of the build prints one of the two.
  let script = chromeScripts.get(hideHeaderForDealProposal);
  if (script === undefined) chromeScripts.set(hideHeaderForDealProposal, (script = buildChromeScript(hideHeaderForDealProposal)));
  return script;
}

const chromeScripts = new Map<boolean, string>();

function buildChromeScript(hideHeaderForDealProposal: boolean): string {
  return `(function(){try{var s=(${chromeState.toString()})({pathname:location.pathname,search:location.search,cookie:document.cookie,hideHeaderForDealProposal:${JSON.stringify(hideHeaderForDealProposal)}},${JSON.stringify(CHROME_RULES)},(${stripLanguagePrefix.toString()}));var h=document.documentElement;h.dataset.header=s.header;h.dataset.footer=s.footer;if(s.loggedIn)h.dataset.auth='in';for(var k in s.remember){document.cookie=k+'='+(s.remember[k]||'')+';path=/;SameSite=Lax'+(s.remember[k]?'':';max-age=0')}}catch(e){}})();`;
}
