import { describe, expect, it } from 'vitest';
import { homeTarget, ROUTES } from './routes.ts';
import type { SiteData } from './site-data.ts';

describe('ROUTES', () => {
  it('names the routes the code links to, from the catalogue', () => {
    expect(ROUTES).toEqual({
      home: '/',
      about: '/about',
      faqs: '/faqs',
      privacyPolicy: '/privacy-policy',
      resort: '/booknow/resort',
      resortSearch: '/booknow/resort/search',
      resortDetails: '/booknow/resort/details',
      resortCheckout: '/booknow/resort/checkout',
      userTerms: '/user-terms-and-conditions',
      cookiesPolicy: '/cookies-policy',
      disclaimer: '/disclaimer',
      errors: '/errors',
      logout: '/logout',
      blog: '/blog',
      topDestination: '/top-destination',
      destination: '/destination',
      login: '/login',
      signup: '/signup',
      forgotPassword: '/forgotpassword',
      sso: '/sso',
      newPassword: '/newPassword',
      verify: '/verify',
      subscription: '/subscription',
      hotelV2Details: '/booknow/hotels/v2/details',
      // The profile menu's targets (SPEC §2.10).
      myTrips: '/mytrip/mytrips',
      customerProfile: '/mytrip/profile',
      customerSupport: '/mytrip/support',
      customerWallet: '/mytrip/wallet/',
      agentProfile: '/settings/profile',
      websiteSettings: '/settings/website/',
      themeSettings: '/settings/website/theme',
      agentSupport: '/settings/support',
      agentWallet: '/wallet/details/',
    });
  });
});

describe('homeTarget (SPEC §2.2, §2.9)', () => {
  it('is the agency return URL, or home in the page language', () => {
    const site = (returnUrl?: string) => ({ kind: 'agency', defaultLanguage: 'en', agency: { returnUrl } }) as unknown as SiteData;
    expect(homeTarget(site('https://agency.example/'), 'fr')).toBe('https://agency.example/');
    expect(homeTarget(site(), 'fr')).toBe('/fr/');
    expect(homeTarget({ kind: 'not-found', defaultLanguage: 'de' } as SiteData, 'de')).toBe('/');
  });
});
