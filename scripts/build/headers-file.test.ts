import { describe, expect, it } from 'vitest';
import type { AgencySite, SiteData } from '../../src/site/site-data.ts';
import type { AnalyticsPlan } from '../../src/tenant/analytics.ts';
import { agencySchema } from '../../src/tenant/agency.ts';
import type { AboutUs, Faq } from '../../src/tenant/content.ts';
import { parseCsp } from './csp.ts';
import { ANALYTICS_SOURCES, contentSecurityPolicy, headersFile } from './headers-file.ts';
import { testSiteBase } from './test-sites.ts';

interface Patch {
  analytics?: AnalyticsPlan;
  agency?: Record<string, unknown>;
  aboutUs?: AboutUs | null;
  faq?: Faq | null;
  base?: Partial<AgencySite>;
}

function agencySite(patch: Patch = {}): AgencySite {
  const agency = agencySchema.parse({
    agencyName: 'Sunny travel',
    subdomain: 'sunny',
    status: 'Active',
    metaData: { title: 'Sunny travel' },
    logo: 'https://cdn.example.com/logo.svg',
    primaryColor: '#527edb',
    defaultLanguage: 'en',
    defaultCountry: 'US',
    bookingMenuItemOptions: [{ title: 'Hotels', active: true }],
    ...patch.agency,
  });
  return {
    kind: 'agency',
    ...testSiteBase('prod'),
    agency,
    aboutUs: patch.aboutUs ?? null,
    faq: patch.faq ?? null,
    analytics: patch.analytics ?? { rejected: [] },
    ...patch.base,
  };
}

const missingSite = (): SiteData => ({ kind: 'not-found', ...testSiteBase('prod') });

const policy = (site: SiteData, hashes: string[] = []) => parseCsp(contentSecurityPolicy(site, hashes));
const allVendorHosts = Object.values(ANALYTICS_SOURCES).flatMap((vendor) => Object.values(vendor).flat());

describe('Content-Security-Policy', () => {
  it('names no analytics host for a tenant without analytics, or with IDs that were refused', () => {
    for (const site of [agencySite(), agencySite({ analytics: { rejected: ['analytics.googleAnalyticsId'] } }), missingSite()]) {
      const text = contentSecurityPolicy(site);
      for (const host of allVendorHosts) expect(text).not.toContain(host);
    }
  });

  it('names each vendor only when its ID is valid (SPEC §4 Analytics)', () => {
    const google = policy(agencySite({ analytics: { googleAnalyticsId: 'G-ABC1234', rejected: [] } }));
    expect(google.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(google.get('connect-src')).toEqual(expect.arrayContaining([...ANALYTICS_SOURCES.google['connect-src']]));
    expect(google.get('img-src')).toEqual(expect.arrayContaining([...ANALYTICS_SOURCES.google['img-src']]));
    expect([...google.values()].flat().filter((source) => /facebook/.test(source))).toEqual([]);

    const facebook = policy(agencySite({ analytics: { facebookPixelId: '123456789012345', rejected: [] } }));
    expect(facebook.get('script-src')).toContain('https://connect.facebook.net');
    expect(facebook.get('connect-src')).toContain('https://www.facebook.com');
    expect([...facebook.values()].flat().filter((source) => /google/.test(source))).toEqual([]);
  });

  it('lists the hosts that serve pictures in img-src, never any https: host', () => {
    const site = agencySite({
      agency: {
        logo: 'https://logos.example.net/sunny.svg',
        logoMobile: 'https://mobile.example.net/m.svg',
        favicon: 'https://icons.example.net/favicon.ico',
        privacyPolicy: '<p>See <img src="https://legal-pictures.example.org/a.png" alt=""></p>',
      },
      aboutUs: { isEnabled: true, title: 'Us', image: 'https://about.example.org/team.jpg', content: '<img src="/media/local.png" alt="">' },
      faq: {
        isEnabled: true,
        headerMessage: '',
        questions: [{ question: 'Where?', answer: '<img srcset="https://faq.example.org/a.png 1x, https://faq2.example.org/a.png 2x" alt="">' }],
      },
      base: { hotelServiceUrl: 'https://hotels.example.com/v2' },
    });
    expect(policy(site).get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://api.example.com',
      'https://hotels.example.com',
      'https://remotes.example.com',
      'https://about.example.org',
      'https://faq.example.org',
      'https://faq2.example.org',
      'https://icons.example.net',
      'https://legal-pictures.example.org',
      'https://logos.example.net',
      'https://mobile.example.net',
    ]);
    expect(policy(missingSite()).get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.com', 'https://remotes.example.com']);
  });

  it('lets the browser call the flight service of its own origin (flights search panel)', () => {
    const site = agencySite({ base: { flightServiceUrl: 'https://flights.example.com/v1' } });
    expect(policy(site).get('connect-src')).toContain('https://flights.example.com');
    expect(policy(site).get('img-src')).not.toContain('https://flights.example.com');
  });

  it('lets the browser call the resort service and show its pictures (resort pages)', () => {
    const site = agencySite({ base: { resortServiceUrl: 'https://resorts.example.com/v1' } });
    expect(policy(site).get('connect-src')).toContain('https://resorts.example.com');
    expect(policy(site).get('img-src')).toContain('https://resorts.example.com');
  });

  it('repeats no origin in any directive', () => {
    // The API, the hotel service, the remotes and the logo on one host; the API on the site's own origin.
    const shared = agencySite({
      agency: { logo: 'https://api.example.com/media/logo.svg', favicon: 'https://api.example.com/media/favicon.ico' },
      analytics: { googleAnalyticsId: 'G-ABC1234', facebookPixelId: '123456789012345', rejected: [] },
      base: { remotesUrl: 'https://api.example.com/remotes', hotelServiceUrl: 'https://api.example.com/hotel-service', flightServiceUrl: 'https://api.example.com/flight-service', resortServiceUrl: 'https://api.example.com/resort-service' },
    });
    const sameOrigin = agencySite({
      base: { apiUrl: 'https://sunny.example.com/api', hotelServiceUrl: 'https://sunny.example.com/hotels', flightServiceUrl: 'https://sunny.example.com/flights', resortServiceUrl: 'https://sunny.example.com/resorts' },
    });
    for (const site of [shared, sameOrigin]) {
      for (const [directive, sources] of policy(site, ["'sha256-a'", "'sha256-a'"])) {
        expect(new Set(sources).size, `${directive}: ${sources.join(' ')}`).toBe(sources.length);
        expect(sources, directive).not.toContain('https://sunny.example.com');
      }
    }
    expect(policy(shared).get('connect-src')?.filter((source) => source === 'https://api.example.com')).toHaveLength(1);
    expect(policy(sameOrigin).get('connect-src')).toEqual(["'self'", 'https://remotes.example.com']);
  });

  it('allows exactly the inline script hashes it is given, and no inline script otherwise', () => {
    const scripts = policy(agencySite(), ["'sha256-one'", "'sha256-two'"]).get('script-src');
    expect(scripts).toEqual(["'self'", "'sha256-one'", "'sha256-two'", 'https://remotes.example.com']);
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  it("keeps 'unsafe-inline' for styles only, for the remote apps' own <style> elements", () => {
    const csp = policy(agencySite());
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect([...csp].filter(([directive, sources]) => directive !== 'style-src' && sources.includes("'unsafe-inline'"))).toEqual([]);
  });
});

describe('_headers', () => {
  it('sends the policy and the security headers on every path, HSTS on https sites only', () => {
    const text = headersFile(agencySite(), ["'sha256-one'"]);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-one'/);
    expect(text).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
    expect(text).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    const local = agencySite({ base: { origin: 'http://sunny.localhost:4321' } });
    expect(headersFile(local)).not.toContain('Strict-Transport-Security');
  });

  it('keeps a sandbox tenant and a preview out of the index for every file (X-Robots-Tag), and no other site', () => {
    expect(headersFile(agencySite())).not.toContain('X-Robots-Tag');
    for (const site of [{ ...agencySite(), sandbox: true as const }, { ...agencySite(), preview: true as const }]) {
      expect(headersFile(site)).toMatch(/^\/\*\n(?: {2}.*\n)* {2}X-Robots-Tag: noindex, nofollow\n/);
    }
  });
});
