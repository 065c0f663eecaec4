import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { notLoggedIn, notReturning } from './lighthouse-member.ts';

const API = 'http://localhost:4510';
const PAGE = 'http://sunny.localhost:4331/booknow/hotels/v2/checkout?offerId=H.city-lis.2';

/** A report with only what notLoggedIn reads: where the page ended and its requests. */
const report = (finalDisplayedUrl: string, items: { url: string; statusCode: number; resourceType: string }[]) =>
  ({ finalDisplayedUrl, audits: { 'network-requests': { details: { type: 'table', items } } } }) as unknown as Result;

const preflight = { url: `${API}/api/user/profile`, statusCode: 204, resourceType: 'Preflight' };
const profile = { url: `${API}/api/user/profile`, statusCode: 200, resourceType: 'Fetch' };
const offer = { url: `${API}/api/offers/hotels/H.city-lis.2?currency=USD`, statusCode: 200, resourceType: 'Fetch' };

describe('notLoggedIn: a logged-in Lighthouse run proves itself', () => {
  it('accepts a run whose profile call answered 200 on the page asked for, with the booking app drawn', () => {
    expect(notLoggedIn(report(PAGE, [preflight, profile, offer]), PAGE, API)).toBeUndefined();
  });

  it('refuses a run whose booking app never asked for its offers, or was refused them', () => {
    expect(notLoggedIn(report(PAGE, [preflight, profile, { ...offer, resourceType: 'Preflight', statusCode: 204 }]), PAGE, API)).toMatch(/never asked for its offers/);
    expect(notLoggedIn(report(PAGE, [preflight, profile, { ...offer, statusCode: 400 }]), PAGE, API)).toMatch(/answered 400/);
  });

  it('refuses a run that never asked for the profile (no access-token cookie)', () => {
    expect(notLoggedIn(report(PAGE, []), PAGE, API)).toMatch(/never asked for the profile/);
  });

  it('refuses a run with only the preflight, or a profile call the API refused', () => {
    expect(notLoggedIn(report(PAGE, [preflight]), PAGE, API)).toMatch(/never asked for the profile/);
    expect(notLoggedIn(report(PAGE, [preflight, { url: `${API}/api/user/profile`, statusCode: 401, resourceType: 'Fetch' }]), PAGE, API)).toMatch(/answered 401/);
  });

  it('refuses a checkout that ended on the sign-up page', () => {
    const signUp = 'http://sunny.localhost:4331/signup?redirect=%2Fbooknow';
    expect(notLoggedIn(report(signUp, [{ url: `${API}/api/user/profile`, statusCode: 200, resourceType: 'Fetch' }]), PAGE, API)).toMatch(/ended at/);
  });
});

describe('notReturning: a returning visit proves the consent banner was not its largest paint', () => {
  /** A report with only what notReturning reads: the LCP insight's node, if any. */
  const lcpOn = (selector?: string) =>
    ({ audits: { 'lcp-breakdown-insight': { details: { type: 'list', items: [{ type: 'table', items: [] }, ...(selector ? [{ type: 'node', selector }] : [])] } } } }) as unknown as Result;

  it('refuses a run whose largest paint is the consent banner (a first visit)', () => {
    expect(notReturning(lcpOn('body > section#consent > p'), PAGE)).toMatch(/consent banner was its largest paint/);
  });

  it('accepts a run whose largest paint is the page\'s own content, or not named', () => {
    expect(notReturning(lcpOn('div.rx > h1'), PAGE)).toBeUndefined();
    expect(notReturning(lcpOn(), PAGE)).toBeUndefined();
  });
});
