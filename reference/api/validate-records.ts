import { businessInfoSchema } from '../../src/contract/schemas/storefront.ts';
import { currentPaymentSchema } from '../../src/contract/schemas/storefront.ts';
import { agencySchema } from '../../src/contract/schemas/storefront.ts';
import { aboutUsSchema, faqSchema } from '../../src/contract/schemas/storefront.ts';
import { parseOrThrow } from '../../src/contract/rules.ts';
import { TENANT_ID } from '../../src/contract/sites.ts';
import { absoluteMedia } from './absolute-media.ts';
import type { AgencyRecord } from '../demo/types.ts';

/** Any base will do: records are checked as the API would answer them. */
const CHECK_BASE = 'http://localhost:4500';

/** Throws an error naming the agency and every failing field if a record breaks the SPEC §3 schemas. */
export function validateAgencyRecord(record: AgencyRecord): void {
  const where = `agency "${record.subdomain}"`;
  const r = absoluteMedia(record, CHECK_BASE);
  parseOrThrow(agencySchema, r.agency, `${where} data`);
  parseOrThrow(aboutUsSchema, r.aboutUs, `${where} about-us`);
  parseOrThrow(faqSchema, r.faq, `${where} faq`);
  parseOrThrow(businessInfoSchema, r.businessInfo, `${where} business info`);
  parseOrThrow(currentPaymentSchema, r.payment, `${where} payment gateway`);
  if (!TENANT_ID.test(record.subdomain)) throw new Error(`${where}: subdomain must be one DNS label (lowercase letters, digits, inner hyphens)`);
  if (record.agency.subdomain !== record.subdomain) {
    throw new Error(`${where}: agency.subdomain is "${record.agency.subdomain}", must equal the record's subdomain`);
  }
}
