import { describe, expect, it } from 'vitest';
import { matchesCurrency, searchCurrencies } from './search.ts';
import { OPTIONS } from './test-options.ts';

const codes = (search: string) => searchCurrencies(OPTIONS, search).map((option) => option.currency);

describe('currency search (SPEC §5: case-insensitive on name plus currency code)', () => {
  it('matches the name, in any case', () => {
    expect(codes('peso')).toEqual(['MXN']);
    expect(codes('POUND')).toEqual(['GBP']);
  });

  it('matches the currency code, in any case', () => {
    expect(codes('sek')).toEqual(['SEK']);
    expect(codes('Jpy')).toEqual(['JPY']);
  });

  it('matches across name and code', () => {
    expect(matchesCurrency({ name: 'US Dollar', currency: 'USD' }, 'dollar usd')).toBe(true);
  });

  it('lists everything for an empty search and nothing for a miss', () => {
    expect(codes('  ')).toHaveLength(OPTIONS.length);
    expect(codes('bitcoin')).toEqual([]);
  });
});
