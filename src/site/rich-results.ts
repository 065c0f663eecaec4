import type { BreadcrumbList, FAQPage, PostalAddress, TravelAgency, WithContext } from 'schema-dts';
import type { Language } from '../i18n/languages.ts';
import type { Agency } from '../tenant/agency.ts';
import type { Faq } from '../tenant/content.ts';

/*
 * What a shared link and a search engine read about a page: Open Graph and Twitter card facts,
 * and schema.org JSON-LD (TravelAgency on every page, FAQPage on the FAQ, BreadcrumbList on inner
 * pages). Pure, build time; the types are schema-dts's. The JSON goes into the page through
 * scriptJson (src/site/script-json.ts), like every script data block.
 */

/** Open Graph's locale (ll_TT): the language with its most likely region, from CLDR's likely subtags. */
export function ogLocale(language: Language): string {
  const likely = new Intl.Locale(language).maximize();
  return likely.region ? `${likely.language}_${likely.region}` : likely.language;
}

/** SPEC §2.12 social links, in the spec's order: schema.org's sameAs. */
export function socialProfiles(agency: Agency): string[] {
  return [agency.linkedin, agency.instagram, agency.facebook, agency.twitter, agency.youtube, agency.discord, agency.tiktok].filter(
    (url): url is string => typeof url === 'string' && url !== '',
  );
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

function postalAddress(agency: Agency): PostalAddress | undefined {
  const parts = {
    streetAddress: text(agency.addressLine1),
    addressLocality: text(agency.city),
    addressRegion: text(agency.state),
    postalCode: text(agency.zipCode),
  };
  if (!Object.values(parts).some(Boolean)) return undefined;
  const given = Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined));
  // schema.org takes the ISO code as addressCountry; SPEC §3 names the default country by code.
  return { '@type': 'PostalAddress', ...given, addressCountry: agency.defaultCountry };
}

/** TravelAgency (an Organization): name, url, logo, contact, address, social profiles. */
export function travelAgencyData(agency: Agency, homeUrl: string): WithContext<TravelAgency> {
  const address = agency.displayAddressFooter ? postalAddress(agency) : undefined;
  const email = text(agency.contactEmailId);
  const telephone = agency.displaySupportPhoneFooter ? text(agency.contactPhoneNumber) : undefined;
  const sameAs = socialProfiles(agency);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: agency.agencyName,
    url: homeUrl,
    logo: agency.logo,
    image: agency.logo,
    ...(text(agency.metaData.description) ? { description: text(agency.metaData.description) } : {}),
    ...(email ? { email } : {}),
    ...(telephone ? { telephone } : {}),
    ...(address ? { address } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** FAQPage: each question with its accepted answer (the sanitised HTML the page shows). */
export function faqPageData(faq: Faq): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.questions.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** BreadcrumbList from the home page down to this one. */
export function breadcrumbData(trail: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}
