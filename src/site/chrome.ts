/**
 * Which parts of the shell's chrome (header, footer) a page shows. The rules depend on the
 * query string and cookies, so they run in the browser — in a blocking script in <head>, before
 * the first paint, so that a hidden header never flashes and nothing shifts.
 */

/** SPEC §2.9: query parameters that mark a deal-proposal link. */
export const PROPOSAL_QUERY = ['dealLinkId', 'id', 'proposalId', 'checkout'] as const;
/** SPEC §2.3, §2.9: the proposal pages (disapprove, allow-agent) show neither header nor footer. */
export const PROPOSAL_PAGES = ['/disapproveProposal', '/allowAgentProposal'] as const;
/** SPEC §2.4, §4: hideHeader=true / hideFooter=true, remembered in cookies that logout removes. */
export const CHROME_COOKIES = { header: 'hideHeader', footer: 'hideFooter' } as const;

/** The rule data chromeState reads; passed in, because the inlined function cannot import. */
export const CHROME_RULES = { proposalQuery: PROPOSAL_QUERY, proposalPages: PROPOSAL_PAGES } as const;
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
  /** Cookies to write: 'true' to remember a hide flag, '' to forget it. */
  remember: { hideHeader?: 'true' | ''; hideFooter?: 'true' | '' };
  /** SPEC §3: logged in when the access-token cookie is present. */
  loggedIn: boolean;
}

/**
 * SPEC §2.9, §2.12. Self-contained (no imports, no closures) because it is inlined into <head>
 * with Function.prototype.toString; keep it that way.
 */
export function chromeState(input: ChromeInput, rules: ChromeRules): ChromeState {
  const query = new URLSearchParams(input.search);
  const cookies: Record<string, string> = {};
  for (const part of input.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  const remember: ChromeState['remember'] = {};
  // The cookie names are CHROME_COOKIES; spelled out because this function is inlined alone.
  const flag = (param: 'hideHeader' | 'hideFooter'): boolean => {
    const value = query.get(param);
    if (value === 'true') remember[param] = 'true';
    else if (value === 'false') remember[param] = '';
    return value === null ? cookies[param] === 'true' : value === 'true';
  };
  const hideHeader = flag('hideHeader');
  const hideFooter = flag('hideFooter');
  const path = input.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
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
    loggedIn: !!cookies['access-token'],
  };
}

/**
 * The inline script: applies chromeState to <html> data attributes, which the header and footer
 * styles read, and remembers the hide flags for the rest of the visit.
 */
export function chromeScript(hideHeaderForDealProposal: boolean): string {
  return `(function(){try{var s=(${chromeState.toString()})({pathname:location.pathname,search:location.search,cookie:document.cookie,hideHeaderForDealProposal:${JSON.stringify(hideHeaderForDealProposal)}},${JSON.stringify(CHROME_RULES)});var h=document.documentElement;h.dataset.header=s.header;h.dataset.footer=s.footer;if(s.loggedIn)h.dataset.auth='in';for(var k in s.remember){document.cookie=k+'='+(s.remember[k]||'')+';path=/;SameSite=Lax'+(s.remember[k]?'':';max-age=0')}}catch(e){}})();`;
}
