import { describe, expect, it } from 'vitest';
import { formatByTable, type MoneyPrecision } from '../currency/money-table.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { CHECKED_AMOUNTS, makeMoneyTable, moneyTableJson } from './money-table.ts';
import { moneyTablesSource } from './money-tables-integration.ts';

const intl = (language: string, currency: string, precision: MoneyPrecision) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, ...(precision === 'whole' ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}) });

/** Amounts beyond the build's own check: a seeded spread of sizes, and halves at 0 to 3 places. */
function amounts(): number[] {
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const spread = Array.from({ length: 120 }, (_, index) => Math.round(random() * 10 ** (index % 9) * 1000) / 1000);
  const halves = [0.5, 1.5, 10.05, 10.15, 2.675, 1.0005, 8.345, 123.455, 99999.995];
  // A saved amount can come out below zero (a deal whose traveller price is over its retail one).
  const negatives = [...spread.slice(0, 30), ...halves].map((amount) => -amount);
  return [...spread, ...halves, ...negatives, 3e-7, -3e-7];
}

describe('money tables (prices without Intl while a page loads)', () => {
  it('every storefront language has one that covers every currency Intl knows', () => {
    for (const language of LANGUAGES) {
      const table = makeMoneyTable(language);
      expect(table, language).toBeDefined();
      expect(table!.intl, language).toEqual([]);
      expect(table!.minus, language).toBeDefined();
    }
  });

  it("writes what this Node's Intl writes: every language, currency and precision, on amounts the build did not check", () => {
    const checked = new Set(CHECKED_AMOUNTS);
    const extra = amounts().filter((amount) => !checked.has(amount));
    const misses: string[] = [];
    for (const language of LANGUAGES) {
      const table = makeMoneyTable(language)!;
      for (const currency of Intl.supportedValuesOf('currency')) {
        for (const precision of ['whole', 'exact'] as const) {
          const format = intl(language, currency, precision);
          for (const amount of extra) {
            const written = formatByTable(table, amount, currency, precision);
            if (written !== format.format(amount)) misses.push(`${language} ${currency} ${precision} ${amount}: ${written}`);
          }
        }
      }
    }
    expect(misses.slice(0, 10)).toEqual([]);
  });

  it('leaves a language to Intl where its grouping is not in threes (Indian lakh grouping)', () => {
    expect(makeMoneyTable('en-IN')).toBeUndefined();
    expect(moneyTableJson('hi')).toBeUndefined();
  });

  it('builds the module the pages import: a block text per language, null where there is none', () => {
    const source = moneyTablesSource(['en', 'hi']);
    expect(source.startsWith('export default ') && source.endsWith(';')).toBe(true);
    const tables = JSON.parse(source.slice('export default '.length, -1)) as Record<string, string | null>;
    expect(tables.hi).toBeNull();
    expect(JSON.parse(tables.en!)).toEqual(makeMoneyTable('en'));
  });
});
