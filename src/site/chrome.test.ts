import { describe, expect, it } from 'vitest';
import { CHROME_COOKIES, CHROME_RULES, chromeScript, chromeState, type ChromeInput } from './chrome.ts';
import { stripLanguagePrefix } from '../i18n/language-prefix.ts';

const state = (over: Partial<ChromeInput>) =>
  chromeState({ pathname: '/', search: '', cookie: '', hideHeaderForDealProposal: false, ...over }, CHROME_RULES, stripLanguagePrefix);

describe('chromeState (SPEC §2.9, §2.12)', () => {
  it('shows header and footer on an ordinary page', () => {
    expect(state({})).toEqual({ header: 'shown', footer: 'shown', remember: {}, loggedIn: false });
  });

  it.each(['dealLinkId=7', 'id=42', 'proposalId=p1', 'checkout=true'])('locks the header on a deal-proposal link (%s)', (query) => {
    expect(state({ search: `?${query}` })).toMatchObject({ header: 'locked', footer: 'shown' });
  });

  it('hides the header and the footer links on a proposal link when the agency hides the header', () => {
    expect(state({ search: '?proposalId=p1', hideHeaderForDealProposal: true })).toMatchObject({ header: 'hidden', footer: 'bare' });
  });

  it('ignores empty or false proposal parameters', () => {
    expect(state({ search: '?id=&checkout=false' })).toMatchObject({ header: 'shown' });
  });

  it.each(['/disapproveProposal', '/es/allowAgentProposal', '/allowAgentProposal/abc'])('hides header and footer on proposal page %s', (pathname) => {
    expect(state({ pathname })).toMatchObject({ header: 'hidden', footer: 'hidden' });
  });

  it.each(['/go/disapproveProposal', '/zz/allowAgentProposal', '/xx', '/disapproveProposals'])(
    'strips only a storefront language, so %s is no proposal page',
    (pathname) => {
      expect(state({ pathname })).toMatchObject({ header: 'shown', footer: 'shown' });
    },
  );

  it('hides on hideHeader=true / hideFooter=true and remembers them', () => {
    expect(state({ search: '?hideHeader=true&hideFooter=true' })).toMatchObject({
      header: 'hidden',
      footer: 'hidden',
      remember: { hideHeader: 'true', hideFooter: 'true' },
    });
  });

  it('keeps hiding from the remembered cookies, and forgets them on =false', () => {
    const cookie = `${CHROME_COOKIES.header}=true; ${CHROME_COOKIES.footer}=true`;
    expect(state({ cookie })).toMatchObject({ header: 'hidden', footer: 'hidden' });
    expect(state({ cookie, search: '?hideHeader=false' })).toMatchObject({ header: 'shown', footer: 'hidden', remember: { hideHeader: '' } });
  });

  it('reads login from the access-token cookie (SPEC §3)', () => {
    expect(state({ cookie: 'x=1; access-token=abc' }).loggedIn).toBe(true);
  });
});

describe('chromeScript', () => {
  it('runs standalone and marks <html>', () => {
    const dataset: Record<string, string> = {};
    const cookies: string[] = [];
    const document = {
      documentElement: { dataset },
      get cookie() {
        return '';
      },
      set cookie(value: string) {
        cookies.push(value);
      },
    };
    const location = { pathname: '/about', search: '?hideFooter=true&dealLinkId=9' };
    new Function('document', 'location', chromeScript(true))(document, location);
    expect(dataset).toEqual({ header: 'hidden', footer: 'hidden' });
    expect(cookies).toEqual(['hideFooter=true;path=/;SameSite=Lax']);
  });

  it('finds a proposal page under a language prefix, and only under one', () => {
    const run = (pathname: string) => {
      const dataset: Record<string, string> = {};
      const document = { documentElement: { dataset }, cookie: '' };
      new Function('document', 'location', chromeScript(false))(document, { pathname, search: '' });
      return dataset;
    };
    expect(run('/sv/disapproveProposal')).toEqual({ header: 'hidden', footer: 'hidden' });
    expect(run('/go/disapproveProposal')).toEqual({ header: 'shown', footer: 'shown' });
  });
});
