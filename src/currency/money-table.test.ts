import { describe, expect, it } from 'vitest';
import { formatByTable, isMoneyTable, MONEY_TABLE_ID, readMoneyTable, roundedDigits, type MoneyTable } from './money-table.ts';

// A table written by hand, so these cases do not depend on this Node's ICU (src/build/money-table.test.ts checks the made ones against Intl).
const EN: MoneyTable = {
  language: 'en',
  group: ',',
  decimal: '.',
  minimumGrouping: 1,
  pattern: '¤\u00a0#',
  patterns: { USD: '$#' },
  minorUnits: { JPY: 0, KWD: 3 },
  minus: { sign: '-', at: 'start' },
  intl: ['XXX'],
};

describe('roundedDigits: Intl rounding on the shortest decimal', () => {
  it('rounds half away from zero at the place asked for', () => {
    expect(roundedDigits(0.5, 0)).toEqual(['1', '']);
    expect(roundedDigits(0.49, 0)).toEqual(['0', '']);
    expect(roundedDigits(2.5, 0)).toEqual(['3', '']);
    expect(roundedDigits(12.345, 2)).toEqual(['12', '35']);
    expect(roundedDigits(0.05, 1)).toEqual(['0', '1']);
  });

  it('rounds the decimal JavaScript writes, not the binary value (1.005 is 1.01; toFixed says 1.00)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(roundedDigits(1.005, 2)).toEqual(['1', '01']);
  });

  it('carries through nines and pads short fractions', () => {
    expect(roundedDigits(9.995, 2)).toEqual(['10', '00']);
    expect(roundedDigits(999.5, 0)).toEqual(['1000', '']);
    expect(roundedDigits(12.3, 3)).toEqual(['12', '300']);
    expect(roundedDigits(7, 2)).toEqual(['7', '00']);
  });

  it('writes what JavaScript writes with a negative exponent as 0 at the places a currency has', () => {
    expect(roundedDigits(1e-7, 2)).toEqual(['0', '00']);
    expect(roundedDigits(1e-7, 0)).toEqual(['0', '']);
  });

  it('leaves to Intl what it does not cover: negative, non-finite, 10^21 and more', () => {
    for (const amount of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) expect(roundedDigits(amount, 2)).toBeUndefined();
  });
});

describe('formatByTable', () => {
  it("writes a currency with a symbol of its own by its pattern, the others by the language's with the code", () => {
    expect(formatByTable(EN, 1234.5, 'USD', 'exact')).toBe('$1,234.50');
    expect(formatByTable(EN, 1234.5, 'USD', 'whole')).toBe('$1,235');
    expect(formatByTable(EN, 1234567.891, 'KWD', 'exact')).toBe('KWD\u00a01,234,567.891');
    expect(formatByTable(EN, 1234.5, 'JPY', 'exact')).toBe('JPY\u00a01,235');
    expect(formatByTable(EN, 999, 'USD', 'whole')).toBe('$999');
  });

  it('groups from the minimum grouping digits on (es: 1234 stays whole, 12 345 is grouped)', () => {
    const es: MoneyTable = { ...EN, language: 'es', group: '.', decimal: ',', minimumGrouping: 2, pattern: '#\u00a0¤', patterns: { EUR: '#\u00a0€' } };
    expect(formatByTable(es, 1234, 'EUR', 'whole')).toBe('1234\u00a0€');
    expect(formatByTable(es, 12345.5, 'EUR', 'exact')).toBe('12.345,50\u00a0€');
  });

  it("writes the language's own digits", () => {
    const fa: MoneyTable = { ...EN, language: 'fa', digits: '۰۱۲۳۴۵۶۷۸۹', group: '٬', decimal: '٫' };
    expect(formatByTable(fa, 1234.5, 'USD', 'exact')).toBe('$۱٬۲۳۴٫۵۰');
  });

  it("puts a negative amount's sign first or before the number, as the language does; -0 and what rounds to 0 keep it, like Intl", () => {
    expect(formatByTable(EN, -18, 'USD', 'whole')).toBe('-$18');
    expect(formatByTable(EN, -0.4, 'USD', 'whole')).toBe('-$0');
    expect(formatByTable(EN, -0, 'KWD', 'exact')).toBe('-KWD\u00a00.000');
    const nl: MoneyTable = { ...EN, language: 'nl', group: '.', decimal: ',', pattern: '¤\u00a0#', patterns: { EUR: '€\u00a0#' }, minus: { sign: '-', at: 'number' } };
    expect(formatByTable(nl, -1234.5, 'EUR', 'exact')).toBe('€\u00a0-1.234,50');
  });

  it('leaves to Intl the currencies the build could not reproduce, codes Intl must check, and negatives without a sign', () => {
    expect(formatByTable(EN, 1, 'XXX', 'exact')).toBeUndefined();
    expect(formatByTable(EN, 1, 'usd', 'exact')).toBeUndefined();
    expect(formatByTable(EN, 1, 'US', 'exact')).toBeUndefined();
    const { minus: _, ...unsigned } = EN;
    expect(formatByTable(unsigned, -1, 'USD', 'exact')).toBeUndefined();
    expect(formatByTable(unsigned, 1, 'USD', 'exact')).toBe('$1.00');
  });
});

describe('readMoneyTable: the page block (src/components/MoneyTable.astro)', () => {
  const page = (text: string | undefined) => ({ getElementById: (id: string) => (id === MONEY_TABLE_ID && text !== undefined ? ({ textContent: text } as HTMLElement) : null) });

  it('reads a well-formed block, `<` escaped as the build writes it', () => {
    const text = JSON.stringify({ ...EN, patterns: { XYZ: '<#' } }).replace(/</g, '\\u003c');
    expect(readMoneyTable(page(text))?.patterns.XYZ).toBe('<#');
  });

  it('has none without a block, with broken JSON, or with a block of the wrong shape', () => {
    expect(readMoneyTable(page(undefined))).toBeUndefined();
    expect(readMoneyTable(page('{'))).toBeUndefined();
    expect(readMoneyTable(page(JSON.stringify({ ...EN, minimumGrouping: 3 })))).toBeUndefined();
    expect(readMoneyTable(page(JSON.stringify({ ...EN, pattern: '¤' })))).toBeUndefined();
    expect(readMoneyTable(page(JSON.stringify({ ...EN, digits: '0123' })))).toBeUndefined();
    expect(readMoneyTable(page(JSON.stringify({ ...EN, minorUnits: { JPY: '0' } })))).toBeUndefined();
    expect(readMoneyTable(page(JSON.stringify({ ...EN, minus: { sign: '-', at: 'end' } })))).toBeUndefined();
    expect(readMoneyTable(undefined)).toBeUndefined();
    expect(isMoneyTable(EN)).toBe(true);
  });
});
