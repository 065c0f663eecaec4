import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../api/navigation.ts';
import type { UserProfile } from '../api/user.ts';
import { NO_AGENCY, permissionsFor } from '../roles/permissions.ts';
import { academyHref, agentNavLinks, creditsIn, showsCredits, type AgentNavLink } from './agent-nav.ts';

const item = (label: string, path: string, read = true): NavigationItem => ({ label, path, read });
const ACADEMY = 'https://academy.example/sso';
const NAV: NavigationItem[] = [
  item('Dashboard', '/dashboard'),
  item('Book Now', '/booknow/hotels'),
  item('Agents', '/users/agents', false),
  {
    ...item('Settings', '/settings'),
    children: [item('Markup', '/settings/agency'), item('Website', '/settings/website/'), item('Profile', '/settings/profile'), item('Payment', '/settings/payment'), item('Product', '/settings/product')],
  },
  item('Academy', ACADEMY),
  item('Evil', '/\\evil.example'),
  item('Elsewhere', 'https://evil.example/steal'),
  item('Log Out', '/logout'),
];

type Facts = Pick<UserProfile, 'isTravelAgent' | 'isRestrictedAgent' | 'userType' | 'isRewardWalletEnable'>;
const agent = (userType: string): Facts => ({ userType, isTravelAgent: true, isRestrictedAgent: false, isRewardWalletEnable: false });

const links = (userType: string, more: { token?: string; bookNow?: string } = {}) =>
  agentNavLinks(NAV, {
    permissions: permissionsFor(true, agent(userType), NO_AGENCY),
    bookNow: more.bookNow ?? '/booknow/hotels/v2',
    token: more.token ?? 'tok en&1',
    academyHosts: ['academy.example'],
    origin: 'http://sunny.localhost:4321',
    localize: (route) => `/ar${route}`,
  });
const find = (list: AgentNavLink[], label: string) => list.find((link) => link.label === label) ?? list.flatMap((l) => l.children ?? []).find((l) => l.label === label);

describe('agent side navigation (SPEC §2.11)', () => {
  it('keeps every item of the call, in order, with the page language on site paths', () => {
    const list = links('AgencyOwner');
    expect(list.map((link) => link.label)).toEqual(NAV.map((entry) => entry.label));
    expect(find(list, 'Dashboard')).toEqual({ label: 'Dashboard', href: '/ar/dashboard' });
    expect(find(list, 'Log Out')).toEqual({ label: 'Log Out', href: '/ar/logout' });
  });

  it('greys an item without read permission: no href', () => {
    expect(find(links('AgencyOwner'), 'Agents')).toEqual({ label: 'Agents' });
  });

  it('greys the SalesAgent’s Markup, Website, Payment and Product settings even when the call allows them', () => {
    const sales = links('SalesAgent');
    for (const label of ['Markup', 'Website', 'Payment', 'Product']) expect(find(sales, label)?.href).toBeUndefined();
    expect(find(sales, 'Profile')?.href).toBe('/ar/settings/profile');
    const owner = links('AgencyOwner');
    for (const label of ['Markup', 'Website', 'Payment', 'Product']) expect(find(owner, label)?.href).toBeDefined();
    // Another agent: Website is the owner's and admin's (SPEC §6).
    expect(find(links('Agent'), 'Website')?.href).toBeUndefined();
    expect(find(links('Agent'), 'Markup')?.href).toBe('/ar/settings/agency');
  });

  it('takes Book Now from the shell (first active service, v2 for the agent’s setting)', () => {
    expect(find(links('Agent'), 'Book Now')?.href).toBe('/ar/booknow/hotels/v2');
    expect(find(links('Agent', { bookNow: '/booknow/flights' }), 'Book Now')?.href).toBe('/ar/booknow/flights');
  });

  it('gives the academy link the access token, encoded, in a new tab', () => {
    const academy = find(links('Agent'), 'Academy')!;
    expect(academy.external).toBe(true);
    expect(new URL(academy.href!).searchParams.get('token')).toBe('tok en&1');
    expect(academy.href!.startsWith('https://academy.example/sso?token=')).toBe(true);
  });

  it('never sends the token elsewhere, and never links off the site otherwise', () => {
    expect(find(links('Agent'), 'Elsewhere')).toEqual({ label: 'Elsewhere' });
    expect(find(links('Agent'), 'Evil')).toEqual({ label: 'Evil' });
    expect(academyHref('http://academy.example/sso', 't', ['academy.example'])).toBeUndefined();
    expect(academyHref('https://academy.example.evil.test/sso', 't', ['academy.example'])).toBeUndefined();
    expect(academyHref('https://user@academy.example/sso', 't', ['academy.example'])).toBeUndefined();
    expect(academyHref('https://academy.example:8443/sso', 't', ['academy.example'])).toBeUndefined();
    expect(academyHref('https://academy.example/sso?x=1', 't', ['academy.example'])).toBe('https://academy.example/sso?x=1&token=t');
    expect(academyHref('https://academy.example/sso', undefined, ['academy.example'])).toBe('https://academy.example/sso');
  });

  it('greys every item of a group without read permission', () => {
    const list = agentNavLinks([{ ...item('Wallet', '/wallet/details/', false), children: [item('Details', '/wallet/details/')] }], {
      permissions: { disabledSettings: [] },
      bookNow: undefined,
      token: undefined,
      academyHosts: [],
      origin: 'http://sunny.localhost',
      localize: (route) => route,
    });
    expect(list).toEqual([{ label: 'Wallet', children: [{ label: 'Details' }] }]);
  });

  it('shows credits only above 0, in the visitor’s currency', () => {
    expect(showsCredits(0)).toBe(false);
    expect(showsCredits(0.01)).toBe(true);
    const rates = { EUR: 0.5, SEK: 10 };
    expect(creditsIn({ amount: 100, currency: 'USD' }, 'EUR', rates)).toEqual({ amount: 50, currency: 'EUR' });
    expect(creditsIn({ amount: 100, currency: 'SEK' }, 'EUR', rates)).toEqual({ amount: 5, currency: 'EUR' });
    expect(creditsIn({ amount: 100, currency: 'SEK' }, 'USD', rates)).toEqual({ amount: 10, currency: 'USD' });
    expect(creditsIn({ amount: 100, currency: 'USD' }, 'JPY', rates)).toEqual({ amount: 100, currency: 'USD' });
    expect(creditsIn({ amount: 100, currency: 'USD' }, undefined, rates)).toEqual({ amount: 100, currency: 'USD' });
  });
});
