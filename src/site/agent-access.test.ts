import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '../api/navigation.ts';
import { AGENT_SETTINGS } from '../roles/permissions.ts';
import { AGENT_AREA_ROOTS, canReadRoute, isAgentArea, navigationItemOf, pageAccess, type AccessFacts } from './agent-access.ts';
import { ROUTE_CATALOGUE } from './route-catalogue.ts';

const item = (label: string, path: string, read = true) => ({ label, path, read });

/** The side navigation of SPEC §2.11, as the reference API gives an Agent (no Agents, Applications, Customize Theme, Website). */
const AGENT: NavigationItem[] = [
  item('Dashboard', '/dashboard'),
  item('Book Now', '/booknow/hotels'),
  item('Clients', '/users/clients'),
  item('Agents', '/users/agents', false),
  item('Bookings', '/bookings'),
  {
    ...item('Settings', '/settings'),
    children: [item('Markup', '/settings/agency'), item('Website', '/settings/website/', false), item('Profile', '/settings/profile'), item('Payment', '/settings/payment')],
  },
  { ...item('Wallet', '/wallet/details/'), children: [item('Details', '/wallet/details/')] },
  item('Academy', 'https://academy.example/sso'),
  item('Deal Link', '/deal-link'),
  item('Customize Theme', '/settings/website/theme', false),
  item('Support', '/settings/support'),
];

describe('the side-navigation item of a route: the longest item path it starts with (SPEC §6, §2.11)', () => {
  it('picks the longest matching path, segment by segment', () => {
    expect(navigationItemOf(AGENT, '/settings/website/theme')?.label).toBe('Customize Theme');
    expect(navigationItemOf(AGENT, '/settings/website/')?.label).toBe('Website');
    expect(navigationItemOf(AGENT, '/settings/website')?.label).toBe('Website');
    expect(navigationItemOf(AGENT, '/settings/support')?.label).toBe('Support');
    expect(navigationItemOf(AGENT, '/settings')?.label).toBe('Settings');
    expect(navigationItemOf(AGENT, '/users/agents/view/42')?.label).toBe('Agents');
    expect(navigationItemOf(AGENT, '/bookings/B-1')?.label).toBe('Bookings');
    expect(navigationItemOf(AGENT, '/wallet/details/')?.label).toBe('Wallet');
  });

  it('never matches by a prefix that is not a whole segment, nor an external item', () => {
    expect(navigationItemOf(AGENT, '/dashboards')).toBeUndefined();
    expect(navigationItemOf(AGENT, '/users')).toBeUndefined();
    expect(navigationItemOf([item('Academy', 'https://academy.example/sso')], '/sso')).toBeUndefined();
  });

  it('reads the item flag, a greyed group greys its items, and a route no item covers is not readable', () => {
    expect(canReadRoute(AGENT, '/users/agents', [])).toBe(false);
    expect(canReadRoute(AGENT, '/users/agents/view/7', [])).toBe(false);
    expect(canReadRoute(AGENT, '/settings/website/theme', [])).toBe(false);
    expect(canReadRoute(AGENT, '/settings/profile', [])).toBe(true);
    expect(canReadRoute(AGENT, '/applications', [])).toBe(false);
    const greyedGroup = [{ ...item('Settings', '/settings', false), children: [item('Profile', '/settings/profile')] }];
    expect(canReadRoute(greyedGroup, '/settings/profile', [])).toBe(false);
  });

  it("a SalesAgent's disabled settings are not readable, whatever the list says (SPEC §6)", () => {
    for (const route of ['/settings/agency', '/settings/payment']) {
      expect(canReadRoute(AGENT, route, [])).toBe(true);
      expect(canReadRoute(AGENT, route, AGENT_SETTINGS)).toBe(false);
    }
    expect(canReadRoute(AGENT, '/settings/profile', AGENT_SETTINGS)).toBe(true);
  });
});

describe('the agent area (SPEC §2.3, §2.11)', () => {
  it('holds every side-navigation page and no customer, booking or shell page', () => {
    for (const route of ['/dashboard', '/users/agents', '/settings/website/theme', '/deal-link', '/payment-links', '/wallet/details/', '/bookings/7']) expect(isAgentArea(route)).toBe(true);
    for (const route of ['/', '/mytrip/dashboard', '/mytrip/wallet/', '/booknow/hotels', '/logout', '/checkout', '/subscription', '/dashboard-x']) expect(isAgentArea(route)).toBe(false);
  });

  it('every root is a page of the main app in the route catalogue', () => {
    for (const root of AGENT_AREA_ROOTS) {
      const entries = ROUTE_CATALOGUE.filter((entry) => entry.path === root || entry.path.startsWith(`${root}/`));
      expect(entries.length, root).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.app === 'main' && entry.access === 'login'), root).toBe(true);
    }
  });
});

describe('page access (SPEC §6)', () => {
  const facts = (over: Partial<AccessFacts>): AccessFacts => ({ user: 'known-agent', navigation: 'success', items: AGENT, disabledSettings: [], ...over });

  it('leaves pages outside the agent area and logged-out visitors alone', () => {
    expect(pageAccess('/mytrip/mytrips', facts({ user: 'known-other' }))).toBe('open');
    expect(pageAccess('/dashboard', facts({ user: 'anonymous' }))).toBe('open');
  });

  it('mounts nothing until the user and the navigation list are known', () => {
    expect(pageAccess('/dashboard', facts({ user: 'unknown' }))).toBe('wait');
    for (const navigation of ['idle', 'loading'] as const) expect(pageAccess('/dashboard', facts({ navigation, items: [] }))).toBe('wait');
  });

  it('mounts nothing and fails, never waits forever, when the navigation list failed to load (SPEC §4 Async lists)', () => {
    expect(pageAccess('/dashboard', facts({ navigation: 'failure', items: [] }))).toBe('failed');
    expect(pageAccess('/mytrip/mytrips', facts({ navigation: 'failure', items: [] }))).toBe('open');
  });

  it('turns a customer away from every agent-area page, and an agent from a page without read permission', () => {
    expect(pageAccess('/dashboard', facts({ user: 'known-other' }))).toBe('no-access-customer');
    expect(pageAccess('/users/agents', facts({}))).toBe('no-access-agent');
    expect(pageAccess('/settings/payment', facts({ disabledSettings: AGENT_SETTINGS }))).toBe('no-access-agent');
    expect(pageAccess('/dashboard', facts({}))).toBe('open');
    expect(pageAccess('/deal-link', facts({}))).toBe('open');
  });
});
