// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { Place } from './access.ts';
import { followGuestLinks } from './guest-links.ts';

const ORIGIN = 'http://sunny.localhost:4321';
const NO_SSO = { sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://sunny.example' };
const SSO_ONLY = { sso: { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false }, returnUrl: 'https://partner.example/in' };

function place(path: string): Place {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: ORIGIN };
}

const links = () => [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.body.innerHTML = '<a data-guest-link="login" href="/ar/login">in</a><a data-guest-link="signup" href="/ar/signup">up</a><a href="/ar/about">about</a>';
});

describe('Log In and Sign Up links (SPEC §4 Login/signup redirect)', () => {
  it('carry the page the visitor is on as redirect, and leave other links alone', () => {
    followGuestLinks(NO_SSO, document, place('/ar/blog?page=2'));
    const redirect = encodeURIComponent('/ar/blog?page=2');
    expect(links()).toEqual([`/ar/login?redirect=${redirect}`, `/ar/signup?redirect=${redirect}`, '/ar/about']);
  });

  it('carry no redirect on a public page (SPEC §2.1)', () => {
    followGuestLinks(NO_SSO, document, place('/ar/about'));
    expect(links()).toEqual(['/ar/login', '/ar/signup', '/ar/about']);
  });

  it('go to the agency return URL under SSO, with navigateTo in the plum and deal-link cases', () => {
    followGuestLinks(SSO_ONLY, document, place('/ar/?plum=77'));
    const navigateTo = encodeURIComponent('/ar/?plum=77');
    expect(links().slice(0, 2)).toEqual([`https://partner.example/in?navigateTo=${navigateTo}`, `https://partner.example/in?navigateTo=${navigateTo}`]);
    document.body.innerHTML = '<a data-guest-link="login" href="/login">in</a>';
    followGuestLinks(SSO_ONLY, document, place('/about'));
    expect(links()).toEqual(['https://partner.example/in']);
  });

  it('aim a link drawn later (the mobile menu island) as it is followed', () => {
    followGuestLinks(NO_SSO, document, place('/blog'));
    const late = document.createElement('a');
    late.setAttribute('data-guest-link', 'login');
    late.setAttribute('href', '/login');
    late.textContent = 'late';
    document.body.append(late);
    late.addEventListener('click', (event) => event.preventDefault());
    late.click();
    expect(late.getAttribute('href')).toBe('/login?redirect=%2Fblog');
  });

  it('never carry a redirect that leaves the site', () => {
    followGuestLinks(NO_SSO, document, place('//evil.example/blog'));
    expect(links()[0]).not.toContain('evil');
  });
});
