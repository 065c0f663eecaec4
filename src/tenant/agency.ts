import * as z from 'zod/mini';
import { countryCode, httpUrl, optionalHttpUrl as optionalUrl } from '../validation/fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { BOOKING_SERVICES, type BookingService } from './booking-services.ts';
import { HEX_COLOUR } from './theme.ts';

/*
 * SPEC §3 Agency data, field names exactly as the backend spells them
 * (`isAbousUsEnable` included). Optional strings arrive as null, "" or absent;
 * `optionalText` folds all three into undefined so pages test one thing (SPEC §5 "present").
 */

const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => (value && value.trim() ? value : undefined)),
);

const flag = z.pipe(z.nullish(z.boolean()), z.transform((value) => value ?? false));

/** An object the backend may send as null or leave out: `fallback` stands in. */
const objectOr = <T extends z.ZodMiniObject>(schema: T, fallback: z.output<T>) =>
  z.pipe(z.nullish(schema), z.transform((value) => value ?? fallback));

const nonEmpty = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));
const name = z.string().check(z.minLength(1));

export { BOOKING_SERVICES, type BookingService };

export const bookingMenuItemSchema = z.object({
  title: name,
  active: z.boolean(),
});

export const agencySchema = z.object({
  agencyName: nonEmpty,
  subdomain: name,
  status: name,
  metaData: z.object({
    title: nonEmpty,
    description: optionalText,
    keywords: z.pipe(z.nullish(z.array(z.string())), z.transform((value) => value ?? [])),
  }),
  favicon: optionalUrl,
  logo: httpUrl,
  logoMobile: optionalUrl,
  primaryColor: z.string().check(z.regex(HEX_COLOUR, 'must be a hex colour such as #1a73e8')),
  defaultLanguage: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  defaultCountry: countryCode,
  isSubscribed: flag,
  returnUrl: optionalUrl,
  sso: objectOr(z.object({ isSSOEnabled: flag, isDirectLoginAllowedForSSOUsers: flag }), { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }),
  allowNonLoginFlow: flag,
  /**
   * Not in SPEC §3: the SPEC §1 home-path mode. On the home path a visitor
   * with the access-token cookie goes to /booknow/hotels, one without to /login with a redirect
   * to hotels (src/site/home-token-mode.ts).
   */
  homeRedirectsToHotels: flag,
  enableHotelsV2: flag,
  enableFlightsV2: flag,
  displayTopDestinations: flag,
  showPublishedPriceToCustomer: objectOr(z.object({ hotels: flag }), { hotels: false }),
  bookingMenuItemOptions: z.array(bookingMenuItemSchema),
  currentGateway: optionalText,
  currentPaymentGateway: optionalText,
  isAbousUsEnable: flag,
  aboutUsEnableTitle: optionalText,
  isFaqEnable: flag,
  faqEnableTitle: optionalText,
  hideHeaderforDealProposal: flag,
  isHideLoginOption: flag,
  isHideSignupOption: flag,
  profileInformation: optionalText,
  /** Agency-supplied HTML: sanitised before any page shows it. */
  privacyPolicy: optionalText,
  cookiesPolicy: optionalText,
  disclaimer: optionalText,
  /** Not in SPEC §3: the reference API's user-terms HTML; pages fall back to the platform text. */
  userTermsAndConditions: optionalText,
  linkedin: optionalUrl,
  instagram: optionalUrl,
  facebook: optionalUrl,
  twitter: optionalUrl,
  youtube: optionalUrl,
  discord: optionalUrl,
  tiktok: optionalUrl,
  contactPhoneNumber: optionalText,
  contactEmailId: z.pipe(
    z.optional(z.union([z.email({ error: 'must be an e-mail address' }), z.literal(''), z.null()])),
    z.transform((value) => value || undefined),
  ),
  displaySupportPhoneFooter: flag,
  displayAddressFooter: flag,
  addressLine1: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  zipCode: optionalText,
  analytics: objectOr(z.object({ isEnabled: flag, googleAnalyticsId: optionalText, facebookAnalyticsId: optionalText }), {
    isEnabled: false,
    googleAnalyticsId: undefined,
    facebookAnalyticsId: undefined,
  }),
});

/** The agency as the API sends it (input) and as the storefront uses it (output). */
export type AgencyInput = z.input<typeof agencySchema>;
export type Agency = z.output<typeof agencySchema>;

/** SPEC §3: status Inactive is a blocking state (SPEC §4, §8). */
export function isInactive(agency: Pick<Agency, 'status'>): boolean {
  return agency.status.toLowerCase() === 'inactive';
}


/** SPEC §2.9, §9: the active booking services in the fixed nav order. */
export function activeServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): BookingService[] {
  const active = new Set(agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
  return BOOKING_SERVICES.filter((service) => active.has(service));
}
