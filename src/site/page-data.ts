import type { Agency } from '../tenant/agency.ts';
import { scriptJson } from './script-json.ts';

/*
 * What the browser runtime needs to know about the page it runs on, printed by the build as a
 * JSON data block (`<script type="application/json">`: never executed, so the CSP needs no hash
 * for it) and read once by the stores (src/client/boot.ts). SPEC §1: the agency fields go to the
 * remote apps as the detail of `storefront:agency`.
 */

export const PAGE_DATA_ID = 'storefront-page-data';

/**
 * SPEC §3 Agency data fields the browser may see. An allow-list, so a field added to the agency
 * later stays out until someone decides otherwise. Left out: the agency-supplied HTML (About,
 * legal pages, profile information), which is sanitised only where a page shows it, and the
 * analytics settings, which the build has already turned into scripts.
 */
export const PUBLIC_AGENCY_FIELDS = [
  'agencyName',
  'subdomain',
  'status',
  'metaData',
  'favicon',
  'logo',
  'logoMobile',
  'primaryColor',
  'defaultLanguage',
  'defaultCountry',
  'isSubscribed',
  'returnUrl',
  'sso',
  'allowNonLoginFlow',
  'homeRedirectsToHotels',
  'enableHotelsV2',
  'enableFlightsV2',
  'displayTopDestinations',
  'showPublishedPriceToCustomer',
  'bookingMenuItemOptions',
  'currentGateway',
  'currentPaymentGateway',
  'isAbousUsEnable',
  'aboutUsEnableTitle',
  'isFaqEnable',
  'faqEnableTitle',
  'hideHeaderforDealProposal',
  'isHideLoginOption',
  'isHideSignupOption',
  'linkedin',
  'instagram',
  'facebook',
  'twitter',
  'youtube',
  'discord',
  'tiktok',
  'contactPhoneNumber',
  'contactEmailId',
  'displaySupportPhoneFooter',
  'displayAddressFooter',
  'addressLine1',
  'city',
  'state',
  'country',
  'zipCode',
] as const satisfies readonly (keyof Agency)[];

export type PublicAgency = Pick<Agency, (typeof PUBLIC_AGENCY_FIELDS)[number]>;

export interface PageData {
  /** The agency of this site (SPEC §3), its public fields only. */
  agency: PublicAgency;
  /** SPEC §4, §9: the partner agency's own currency (src/config/storefront.json), when it is one. */
  partnerCurrency?: string | undefined;
}

/** Build side: the public fields of the agency, copied by name. */
export function publicAgency(agency: Agency): PublicAgency {
  const picked: Partial<Record<keyof Agency, unknown>> = {};
  for (const field of PUBLIC_AGENCY_FIELDS) picked[field] = agency[field];
  return picked as PublicAgency;
}

/** Build side: the text of the data block, safe inside its element (scriptJson). */
export function pageDataJson(data: PageData): string {
  return scriptJson(data);
}

/**
 * Build side: the data block's text for a site's pages. It is the same for every page of
 * the site, so it is made once per agency record (the build never changes one).
 */
export function agencyPageDataJson(agency: Agency, partnerCurrency: string | undefined): string {
  let byCurrency = agencyDataTexts.get(agency);
  if (!byCurrency) agencyDataTexts.set(agency, (byCurrency = new Map()));
  let text = byCurrency.get(partnerCurrency);
  if (text === undefined) byCurrency.set(partnerCurrency, (text = pageDataJson({ agency: publicAgency(agency), partnerCurrency })));
  return text;
}

const agencyDataTexts = new WeakMap<Agency, Map<string | undefined, string>>();

/** Browser side: this page's data, or undefined on a page without (the 'Agency not found!' site). */
export function readPageData(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): PageData | undefined {
  const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as PageData;
    return data && typeof data === 'object' && data.agency ? data : undefined;
  } catch (error) {
    console.error('The page data block is not valid JSON.', error);
    return undefined;
  }
}
