// The package's ES build has one default export, the formatter (its types name `format` alone).
import addressFormatter from '@fragaria/address-formatter';

/*
 * SPEC §2.12 footer address, written the way its country writes addresses: the order of street,
 * postcode, city and state, and which of them a country leaves out, come from OpenCage's
 * address-formatting templates (@fragaria/address-formatter), not from a template of ours. The
 * agency's own spelling of its country closes the address, as the agency gave it. SPEC §3 gives
 * an agency address no country code: the agency's defaultCountry names the convention
 * (docs/decisions.md). Build time only.
 */

export interface AgencyAddress {
  addressLine1?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  /** ISO 3166-1 alpha-2: whose convention to follow. */
  countryCode: string;
}

const given = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/** The address as lines, in its country's convention; empty when the agency gave no part of it. */
export function postalAddressLines(address: AgencyAddress): string[] {
  const parts = {
    road: given(address.addressLine1),
    city: given(address.city),
    state: given(address.state),
    postcode: given(address.zipCode),
  };
  const country = given(address.country);
  if (!Object.values(parts).some(Boolean)) return country ? [country] : [];
  const lines = addressFormatter.format(
    Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== undefined)),
    { countryCode: address.countryCode, output: 'array', appendCountry: false },
  ).filter((line) => line.trim() !== '');
  return country ? [...lines, country] : lines;
}
