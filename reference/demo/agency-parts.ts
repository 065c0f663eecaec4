import { BOOKING_SERVICES, type BookingService } from '../../src/contract/schemas/storefront.ts';
import { mediaPath } from '../media/paths.ts';

/** SPEC §3 bookingMenuItemOptions: every service listed, the given ones active. */
export function bookingMenu(active: readonly BookingService[], order: readonly BookingService[] = BOOKING_SERVICES) {
  return order.map((title) => ({ title, active: active.includes(title) }));
}

/** The agency's generated logo, mobile logo and favicon. */
export function agencyPictures(subdomain: string) {
  return {
    logo: mediaPath.agency(subdomain, 'logo'),
    logoMobile: mediaPath.agency(subdomain, 'logo-mobile'),
    favicon: mediaPath.agency(subdomain, 'favicon'),
  };
}

/** Where the local multi-tenant server serves an agency site (tenants/<id>.json). */
export const siteOrigin = (subdomain: string) => `http://${subdomain}.localhost:4321`;

/**
 * The demo identity provider's sign-in page of an SSO agency (routes/idp.ts): a path of the
 * reference API, made absolute on the host the caller used (absolute-media.ts).
 */
export const idpSignInPath = (subdomain: string) => `/idp/${subdomain}/sign-in`;

/** A short legal page in the HTML an agency types into its back office. */
export function legalHtml(title: string, agencyName: string, paragraphs: string[]): string {
  return [`<h2>${title}</h2>`, `<p>${agencyName} last updated this page on 2 January 2026.</p>`, ...paragraphs.map((p) => `<p>${p}</p>`)].join('');
}
