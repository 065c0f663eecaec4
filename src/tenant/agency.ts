import { z } from 'zod';
import { countryCode, httpUrl, optionalHttpUrl as optionalUrl } from '../api/fields.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { HEX_COLOUR } from './theme.ts';

/*
 * SPEC §3 Agency data, field names exactly as the backend spells them
 * (`isAbousUsEnable` included). Optional strings arrive as null, "" or absent;
 * `optionalText` folds all three into undefined so pages test one thing (SPEC §5 "present").
 */

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value && value.trim() ? value : undefined));

const flag = z.boolean().nullish().transform((value) => value ?? false);

/** SPEC §9 Nav order; these are the booking menu titles the backend uses. */
export const BOOKING_SERVICES = ['Hotels', 'Air Travel', 'Resorts', 'Cars', 'Activities', 'Cruise'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

export const bookingMenuItemSchema = z.object({
  title: z.string().min(1),
  active: z.boolean(),
});

export const agencySchema = z.object({
  agencyName: z.string().trim().min(1, 'must not be empty'),
  subdomain: z.string().min(1),
  status: z.string().min(1),
  metaData: z.object({
    title: z.string().trim().min(1, 'must not be empty'),
    description: optionalText,
    keywords: z.array(z.string()).nullish().transform((value) => value ?? []),
  }),
  favicon: optionalUrl,
  logo: httpUrl,
  logoMobile: optionalUrl,
  primaryColor: z.string().regex(HEX_COLOUR, 'must be a hex colour such as #1a73e8'),
  defaultLanguage: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
  defaultCountry: countryCode,
  isSubscribed: flag,
  returnUrl: optionalUrl,
  sso: z
    .object({ isSSOEnabled: flag, isDirectLoginAllowedForSSOUsers: flag })
    .nullish()
    .transform((value) => value ?? { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }),
  allowNonLoginFlow: flag,
  enableHotelsV2: flag,
  enableFlightsV2: flag,
  displayTopDestinations: flag,
  showPublishedPriceToCustomer: z
    .object({ hotels: flag })
    .nullish()
    .transform((value) => value ?? { hotels: false }),
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
  contactEmailId: z
    .union([z.email({ error: 'must be an e-mail address' }), z.literal(''), z.null()])
    .optional()
    .transform((value) => value || undefined),
  displaySupportPhoneFooter: flag,
  displayAddressFooter: flag,
  addressLine1: optionalText,
  city: optionalText,
  state: optionalText,
  country: optionalText,
  zipCode: optionalText,
  analytics: z
    .object({
      isEnabled: flag,
      googleAnalyticsId: optionalText,
      facebookAnalyticsId: optionalText,
    })
    .nullish()
    .transform((value) => value ?? { isEnabled: false, googleAnalyticsId: undefined, facebookAnalyticsId: undefined }),
});

/** The agency as the API sends it (input) and as the storefront uses it (output). */
export type AgencyInput = z.input<typeof agencySchema>;
export type Agency = z.output<typeof agencySchema>;

/** SPEC §3: status Inactive is a blocking state (SPEC §4, §8). */
export function isInactive(agency: Pick<Agency, 'status'>): boolean {
  return agency.status.toLowerCase() === 'inactive';
}

/** SPEC §2.9: where Book Now goes for each service. */
export const BOOKING_TARGETS: Record<BookingService, string> = {
  Hotels: '/booknow/hotels',
  'Air Travel': '/booknow/flights',
  Resorts: '/booknow/resort',
  Cars: '/booknow/cars',
  Activities: '/booknow/activities',
  Cruise: '/booknow/cruise',
};

/** SPEC §2.9, §9: the active booking services in the fixed nav order. */
export function activeServices(agency: Pick<Agency, 'bookingMenuItemOptions'>): BookingService[] {
  const active = new Set(agency.bookingMenuItemOptions.filter((item) => item.active).map((item) => item.title));
  return BOOKING_SERVICES.filter((service) => active.has(service));
}

/** SPEC §2.9: Book Now goes to the first active booking menu item in the fixed order. */
export function bookNowTarget(agency: Pick<Agency, 'bookingMenuItemOptions'>): string | undefined {
  const first = activeServices(agency)[0];
  return first ? BOOKING_TARGETS[first] : undefined;
}
