import type { SiteData } from '../../src/site/site-data.ts';
import { testMarking } from '../../src/site/test-marking.ts';
import { allow, formatCsp, type Csp } from './csp.ts';
import { agencyPictureOrigins } from './picture-origins.ts';

/**
 * What each analytics vendor's loader (src/client/analytics.ts) needs, per CSP directive:
 * its script, the hits it sends (fetch/beacon) and its pixel fallbacks. Named only for a tenant
 * whose analytics is on with a valid ID for that vendor (SPEC §4 Analytics; site.analytics).
 */
export const ANALYTICS_SOURCES = {
  google: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  },
  facebook: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>;

const origin = (url: string) => new URL(url).origin;

/**
 * The site's Content-Security-Policy: exactly the hosts this tenant uses.
 * `inlineScripts` are the hashes of the site's own inline scripts (./inline-scripts.ts).
 *
 * style-src keeps 'unsafe-inline': the remote apps (SPEC §1, §7) mount into the shell's pages at
 * run time and insert their own <style> elements (the reference blog app does), which no hash
 * known at build time can name, and a static host cannot hand out nonces. A hash for the shell's
 * own styles would not help either: browsers ignore 'unsafe-inline' once a hash is listed.
 * The shell itself prints no style="" attribute (checked by tests/e2e/headers.spec.ts).
 */
export function contentSecurityPolicy(site: SiteData, inlineScripts: readonly string[] = []): string {
  const own = (url: string) => {
    const at = origin(url);
    return at === origin(site.origin) ? undefined : at; // the site's own origin is 'self'
  };
  const api = own(site.apiUrl);
  const hotelService = own(site.hotelServiceUrl);
  const flightService = own(site.flightServiceUrl);
  const resortService = own(site.resortServiceUrl);
  const remotes = own(site.remotesUrl);
  const vendors = [
    site.kind === 'agency' && site.analytics.googleAnalyticsId ? ANALYTICS_SOURCES.google : undefined,
    site.kind === 'agency' && site.analytics.facebookPixelId ? ANALYTICS_SOURCES.facebook : undefined,
  ].filter((vendor) => vendor !== undefined);

  const csp: Csp = new Map();
  allow(csp, 'default-src', "'self'");
  allow(csp, 'script-src', "'self'", ...inlineScripts, remotes);
  allow(csp, 'style-src', "'self'", "'unsafe-inline'");
  // Pictures: the shell's own, the API's (currency flags, media), the hotel service's (deal
  // pictures), the remote apps', and wherever the agency's own pictures live.
  allow(csp, 'img-src', "'self'", 'data:', api, hotelService, resortService, remotes, ...agencyPictureOrigins(site).map(own));
  allow(csp, 'connect-src', "'self'", api, hotelService, flightService, resortService, remotes);
  for (const vendor of vendors) {
    for (const [directive, sources] of Object.entries(vendor)) allow(csp, directive, ...sources);
  }
  allow(csp, 'font-src', "'self'", 'data:');
  allow(csp, 'object-src', "'none'");
  allow(csp, 'base-uri', "'self'");
  allow(csp, 'form-action', "'self'");
  allow(csp, 'frame-ancestors', "'self'");
  return formatCsp(csp);
}

/**
 * Netlify `_headers` of one site: security headers everywhere, long caching for hashed assets.
 * `inlineScripts` are the CSP hashes of the site's own inline scripts (./inline-scripts.ts).
 */
export function headersFile(site: SiteData, inlineScripts: readonly string[] = []): string {
  const lines = [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(site, inlineScripts)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: SAMEORIGIN',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(self), payment=(self)',
  ];
  if (site.origin.startsWith('https:')) lines.push('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
  // A sandbox or a preview stays out of the index for every file, not only the HTML pages.
  if (testMarking(site)) lines.push('  X-Robots-Tag: noindex, nofollow');
  lines.push('/_astro/*', '  Cache-Control: public, max-age=31536000, immutable');
  return `${lines.join('\n')}\n`;
}
