import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMoneyTable } from '../build/money-table.ts';
import { formatMoney, minorUnit, usePageMoneyTable } from './format.ts';

// Intl separates amount and symbol with a no-break space in some locales.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money formats (SPEC §9: 0 decimals on cards, else the currency minor unit)', () => {
  it('takes each currency minor unit from Intl: 2, 0 and 3 decimals', () => {
    expect(minorUnit('USD')).toBe(2);
    expect(minorUnit('EUR')).toBe(2);
    expect(minorUnit('JPY')).toBe(0);
    expect(minorUnit('JOD')).toBe(3);
    expect(minorUnit('KWD')).toBe(3);
  });

  it('formats exact amounts with that minor unit', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
    expect(plain(formatMoney(12.3456, 'KWD', 'en'))).toBe('KWD 12.346');
    expect(plain(formatMoney(12.3, 'JOD', 'en'))).toBe('JOD 12.300');
  });

  it('formats whole amounts for deal cards without decimals', () => {
    expect(formatMoney(1234.5, 'USD', 'en', 'whole')).toBe('$1,235');
    expect(plain(formatMoney(12.3456, 'KWD', 'en', 'whole'))).toBe('KWD 12');
  });

  it('follows the page language', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'SEK', 'sv', 'whole'))).toBe('1 235 kr');
    // Arabic puts the symbol after the amount; the digits depend on the ICU data, so only the layout is pinned.
    expect(formatMoney(1234.5, 'USD', 'ar')).toMatch(/^\u200f?\S+\s+US\$$/);
  });
});

describe("the page's money table (no Intl number formatting while a page loads)", () => {
  afterEach(() => {
    usePageMoneyTable(undefined);
    vi.restoreAllMocks();
  });

  it('writes prices in the page language with the table, without making an Intl.NumberFormat', () => {
    usePageMoneyTable(makeMoneyTable('de'));
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(98765.4, 'NOK', 'de', 'whole'))).toBe('98.765 NOK');
    expect(plain(formatMoney(-18, 'EUR', 'de', 'whole'))).toBe('-18 €');
    expect(made).not.toHaveBeenCalled();
  });

  it('asks Intl for another language, and for what the table leaves to it', () => {
    usePageMoneyTable(makeMoneyTable('de'));
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(plain(formatMoney(1234.5, 'CHF', 'fr'))).toBe('1 234,50 CHF');
    expect(plain(formatMoney(1e21, 'EUR', 'de', 'whole'))).toBe('1.000.000.000.000.000.000.000 €');
    expect(made).toHaveBeenCalledTimes(2);
  });
});
