import { mediaPath } from '../media/paths.ts';
import { flagEmoji, flagUnicode } from './flag-emoji.ts';

const option = (name: string, code: string, currency: string, symbol: string) => ({
  name,
  code,
  currency,
  symbol,
  image: mediaPath.flag(code),
  emoji: flagEmoji(code),
  unicode: flagUnicode(code),
});

/** SPEC §3 enabled currencies; the first, AED, is the shell's default selection. */
export const ENABLED_CURRENCIES = [
  option('UAE Dirham', 'AE', 'AED', 'د.إ'),
  option('US Dollar', 'US', 'USD', '$'),
  option('Euro', 'EU', 'EUR', '€'),
  option('British Pound', 'GB', 'GBP', '£'),
  option('Mexican Peso', 'MX', 'MXN', 'MX$'),
  option('Saudi Riyal', 'SA', 'SAR', '﷼'),
  option('Swedish Krona', 'SE', 'SEK', 'kr'),
  option('Danish Krone', 'DK', 'DKK', 'kr.'),
  option('Norwegian Krone', 'NO', 'NOK', 'kr'),
  option('Brazilian Real', 'BR', 'BRL', 'R$'),
  option('Indian Rupee', 'IN', 'INR', '₹'),
  option('Japanese Yen', 'JP', 'JPY', '¥'),
  option('Jordanian Dinar', 'JO', 'JOD', 'JD'),
  option('Kuwaiti Dinar', 'KW', 'KWD', 'KD'),
];

/** SPEC §3 exchange rates: units of each currency per 1 USD (early-2026 levels, rounded). */
export const EXCHANGE_RATES: Record<string, number> = {
  USD: 1,
  AED: 3.6725,
  EUR: 0.921,
  GBP: 0.788,
  MXN: 17.12,
  SAR: 3.75,
  SEK: 10.48,
  DKK: 6.87,
  NOK: 10.71,
  BRL: 5.04,
  INR: 83.35,
  JPY: 151.2,
  JOD: 0.709,
  KWD: 0.3075,
};
