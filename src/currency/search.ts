import type { CurrencyOption } from '../api/currency.ts';

/** SPEC §5 currency search: case-insensitive match on name plus currency code. */
export function matchesCurrency(option: Pick<CurrencyOption, 'name' | 'currency'>, search: string): boolean {
  return `${option.name} ${option.currency}`.toLowerCase().includes(search.trim().toLowerCase());
}

export function searchCurrencies<T extends Pick<CurrencyOption, 'name' | 'currency'>>(options: readonly T[], search: string): T[] {
  return options.filter((option) => matchesCurrency(option, search));
}
