import { describe, expect, it } from 'vitest';
import { currencyFromQuery } from './query-currency.ts';
import { OPTIONS } from './test-options.ts';

describe('currencyFromQuery (SPEC §2.4 currency, code, curr)', () => {
  it('names an enabled currency, in any case, with or without its country', () => {
    expect(currencyFromQuery('?currency=EUR', OPTIONS)).toBe('EUR');
    expect(currencyFromQuery('?currency=eur&code=DE', OPTIONS)).toBe('EUR');
    expect(currencyFromQuery('?curr=JPY', OPTIONS)).toBe('JPY');
  });

  it('prefers currency to curr, and to the country', () => {
    expect(currencyFromQuery('?currency=GBP&curr=JPY', OPTIONS)).toBe('GBP');
    expect(currencyFromQuery('?currency=GBP&code=SE', OPTIONS)).toBe('GBP');
  });

  it('names the currency of a country when only the code comes (the euro for a euro country)', () => {
    expect(currencyFromQuery('?code=SE', OPTIONS)).toBe('SEK');
    expect(currencyFromQuery('?code=de', OPTIONS)).toBe('EUR');
  });

  it('ignores what is not enabled or not a code', () => {
    for (const search of ['', '?currency=CHF', '?currency=CHF&code=SE', '?code=CH', '?code=EUR', '?currency=', '?currency=%3Cb%3E']) expect(currencyFromQuery(search, OPTIONS), search).toBeUndefined();
  });
});
