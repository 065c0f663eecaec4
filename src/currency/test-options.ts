import type { CurrencyOption } from '../api/currency.ts';

/** Currency options as the API sends them, for the currency tests. */
export function currencyOption(name: string, code: string, currency: string): CurrencyOption {
  return { name, code, currency, symbol: currency, image: `https://api.example/media/flags/${code}.svg`, emoji: '', unicode: '' };
}

export const OPTIONS: CurrencyOption[] = [
  currencyOption('UAE Dirham', 'AE', 'AED'),
  currencyOption('US Dollar', 'US', 'USD'),
  currencyOption('Euro', 'EU', 'EUR'),
  currencyOption('British Pound', 'GB', 'GBP'),
  currencyOption('Mexican Peso', 'MX', 'MXN'),
  currencyOption('Swedish Krona', 'SE', 'SEK'),
  currencyOption('Japanese Yen', 'JP', 'JPY'),
];

/** A Storage kept in memory, for the local-storage rules. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}
