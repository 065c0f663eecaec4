import { LANGUAGES, type Language } from '../../src/contract/languages.ts';
import { BOOKING_SERVICES } from '../../src/contract/schemas/storefront.ts';
import { agencyPictures, bookingMenu, legalHtml } from '../demo/agency-parts.ts';
import type { AgencyRecord } from '../demo/types.ts';
import { mediaPath, SCENE_KINDS } from '../media/paths.ts';

const ADJECTIVES = ['Azure', 'Golden', 'Coral', 'Silver', 'Emerald', 'Crimson', 'Amber', 'Ivory', 'Jade', 'Sapphire', 'Scarlet', 'Indigo'];
const NOUNS = ['Harbour', 'Horizon', 'Compass', 'Lagoon', 'Summit', 'Voyage', 'Meridian', 'Atlas', 'Coast', 'Canyon', 'Island', 'Skies'];

/** A plausible home country per language. */
const COUNTRIES: Record<Language, string[]> = {
  en: ['US', 'GB', 'AU', 'CA'],
  pt: ['BR', 'PT'],
  es: ['ES', 'MX', 'AR'],
  da: ['DK'],
  no: ['NO'],
  de: ['DE', 'AT', 'CH'],
  ar: ['AE', 'SA', 'JO', 'KW'],
  fr: ['FR', 'BE'],
  sv: ['SE'],
};

const FAQ_POOL = [
  { question: 'How do I change my booking?', answer: '<p>Open My Trips, pick the booking and choose Change.</p>' },
  { question: 'When am I charged?', answer: '<p>At checkout, unless the rate says pay at the hotel.</p>' },
  { question: 'Can I get a refund?', answer: '<p>Refundable rates are marked; the policy is shown before you pay.</p>' },
  { question: 'Do prices include taxes?', answer: '<p>Yes, the total includes taxes and fees.</p>' },
  { question: 'How do I reach support?', answer: '<p>Use the Support page or the contact e-mail in the footer.</p>' },
];

/** An HSL colour as #rrggbb. */
function hslHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const f = (k: number) => {
    const a = s * Math.min(l, 1 - l);
    const c = l - a * Math.max(-1, Math.min(((k + hue / 30) % 12) - 3, 9 - ((k + hue / 30) % 12), 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function synthesizeAgency(n: number): AgencyRecord {
  const id = String(n).padStart(3, '0');
  const subdomain = `bench-${id}`;
  const language = LANGUAGES[n % LANGUAGES.length]!;
  const countries = COUNTRIES[language];
  const country = countries[n % countries.length]!;
  const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]} Travel ${id}`;
  // Golden-angle hues spread the colours; lightness varies so both text colours occur.
  const primaryColor = hslHex((n * 137.508) % 360, 55 + (n % 3) * 15, 30 + (n % 5) * 12);
  // A non-empty subset of the six services, different for neighbouring agencies.
  const mask = ((n * 37) % 63) + 1;
  const active = BOOKING_SERVICES.filter((_, i) => mask & (1 << i));
  const slug = subdomain.replace('-', '');
  const social = (base: string) => (n % 3 === 0 ? '' : `${base}${slug}`);
  return {
    subdomain,
    agency: {
      agencyName: name,
      subdomain,
      status: 'Active',
      metaData: { title: `${name} | Hotels, flights and more`, description: `Book trips with ${name}.`, keywords: ['travel', 'hotels', 'deals'] },
      ...agencyPictures(subdomain),
      primaryColor,
      defaultLanguage: language,
      defaultCountry: country,
      isSubscribed: n % 7 !== 0,
      returnUrl: n % 4 === 0 ? null : `http://${subdomain}.localhost:4321/`,
      sso: { isSSOEnabled: n % 11 === 0, isDirectLoginAllowedForSSOUsers: n % 22 !== 0 },
      allowNonLoginFlow: n % 2 === 0,
      enableHotelsV2: n % 3 === 0,
      enableFlightsV2: n % 4 === 0,
      displayTopDestinations: n % 5 === 0,
      showPublishedPriceToCustomer: { hotels: n % 2 === 1 },
      bookingMenuItemOptions: bookingMenu(active),
      currentGateway: 'stripe',
      currentPaymentGateway: 'Stripe',
      isAbousUsEnable: true,
      aboutUsEnableTitle: n % 2 ? 'About Us' : 'Who we are',
      isFaqEnable: true,
      faqEnableTitle: n % 2 ? 'FAQ' : 'Questions',
      hideHeaderforDealProposal: n % 9 === 0,
      isHideLoginOption: n % 13 === 0,
      isHideSignupOption: n % 8 === 0,
      profileInformation: `${name} is benchmark agency number ${n}.`,
      privacyPolicy: legalHtml('Privacy Policy', name, ['We use your data only to arrange your trip.']),
      cookiesPolicy: n % 2 ? legalHtml('Cookies Policy', name, ['We use essential cookies only.']) : null,
      disclaimer: n % 3 ? legalHtml('Disclaimer', name, ['Prices may change until booked.']) : null,
      userTermsAndConditions: null,
      linkedin: social('https://www.linkedin.com/company/'),
      instagram: social('https://www.instagram.com/'),
      facebook: social('https://www.facebook.com/'),
      twitter: n % 2 ? social('https://x.com/') : '',
      youtube: '',
      discord: '',
      tiktok: n % 5 ? '' : social('https://www.tiktok.com/@'),
      contactPhoneNumber: `+1 555 01${id.slice(-2)}`,
      contactEmailId: `support@${subdomain}.example`,
      displaySupportPhoneFooter: n % 2 === 0,
      displayAddressFooter: n % 3 === 0,
      addressLine1: `${n} Market Street`,
      city: 'Springfield',
      state: null,
      country,
      zipCode: String(10000 + n),
      analytics: n % 6 === 0 ? { isEnabled: true, googleAnalyticsId: `G-BENCH${id}`, facebookAnalyticsId: `10000000000${id.padStart(4, '0')}` } : null,
    },
    aboutUs: {
      isEnabled: true,
      title: n % 2 ? 'About Us' : 'Who we are',
      image: mediaPath.scene(SCENE_KINDS[n % SCENE_KINDS.length]!, n),
      content: `<h2>${name}</h2><p>We have planned trips since ${1990 + (n % 30)}. Our team answers within a day.</p>`,
    },
    faq: {
      isEnabled: true,
      headerMessage: 'Answers to common questions.',
      questions: FAQ_POOL.slice(0, 3 + (n % 3)),
    },
    businessInfo: {
      contactEmailId: `owner@${subdomain}.example`,
      contactPhoneNumber: '',
      hearBy: 'Google',
      hearByName: '',
      hqCountry: country,
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      productInterested: 'Hotels,Flights',
    },
    payment: { currentGateway: 'stripe', currentPaymentGateway: 'Stripe', isTestMode: true },
    enabledShipLines: n % 2 ? ['RCL', 'CCL'] : [],
  };
}

/** `count` valid, distinct agencies bench-001, bench-002, … for the build benchmark. */
export function synthesizeAgencies(count: number): AgencyRecord[] {
  return Array.from({ length: count }, (_, i) => synthesizeAgency(i + 1));
}
