import { mediaPath } from '../media/paths.ts';

/** [name, ISO code, dialling code] */
const COUNTRIES: [string, string, string][] = [
  ['Argentina', 'AR', '+54'],
  ['Australia', 'AU', '+61'],
  ['Austria', 'AT', '+43'],
  ['Belgium', 'BE', '+32'],
  ['Brazil', 'BR', '+55'],
  ['Canada', 'CA', '+1'],
  ['Chile', 'CL', '+56'],
  ['China', 'CN', '+86'],
  ['Colombia', 'CO', '+57'],
  ['Denmark', 'DK', '+45'],
  ['Egypt', 'EG', '+20'],
  ['Finland', 'FI', '+358'],
  ['France', 'FR', '+33'],
  ['Germany', 'DE', '+49'],
  ['Greece', 'GR', '+30'],
  ['Iceland', 'IS', '+354'],
  ['India', 'IN', '+91'],
  ['Indonesia', 'ID', '+62'],
  ['Ireland', 'IE', '+353'],
  ['Italy', 'IT', '+39'],
  ['Japan', 'JP', '+81'],
  ['Jordan', 'JO', '+962'],
  ['Kuwait', 'KW', '+965'],
  ['Maldives', 'MV', '+960'],
  ['Mexico', 'MX', '+52'],
  ['Morocco', 'MA', '+212'],
  ['Netherlands', 'NL', '+31'],
  ['New Zealand', 'NZ', '+64'],
  ['Norway', 'NO', '+47'],
  ['Portugal', 'PT', '+351'],
  ['Qatar', 'QA', '+974'],
  ['Saudi Arabia', 'SA', '+966'],
  ['Singapore', 'SG', '+65'],
  ['South Africa', 'ZA', '+27'],
  ['Spain', 'ES', '+34'],
  ['Sweden', 'SE', '+46'],
  ['Switzerland', 'CH', '+41'],
  ['Thailand', 'TH', '+66'],
  ['Turkey', 'TR', '+90'],
  ['United Arab Emirates', 'AE', '+971'],
  ['United Kingdom', 'GB', '+44'],
  ['United States', 'US', '+1'],
];

/** SPEC §7 GET /api/code. */
export const ALL_COUNTRIES = COUNTRIES.map(([name, code, dialCode]) => ({ name, code, dialCode, flag: mediaPath.flag(code) }));

const ENABLED = ['AE', 'AU', 'BR', 'CA', 'DE', 'DK', 'ES', 'FR', 'GB', 'IN', 'IT', 'JO', 'JP', 'KW', 'MX', 'NO', 'PT', 'SA', 'SE', 'US'];

/** SPEC §7 GET /api/admin/country/enable: where agencies may be headquartered and sell. */
export const ENABLED_COUNTRIES = ALL_COUNTRIES.filter((c) => ENABLED.includes(c.code)).map(({ name, code, flag }) => ({ name, code, flag }));

/** SPEC §7 GET /api/car-rental/findCountries/EN: countries of residence for car rental. */
export const CAR_RENTAL_COUNTRIES = ALL_COUNTRIES.map(({ name, code }) => ({ name, code }));
