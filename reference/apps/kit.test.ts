import { describe, expect, it } from 'vitest';
import { formats, translator, type TextTable } from './kit.js';

/* SPEC §1: the kit writes texts, counts, numbers, dates and money in the page's language. */

const TABLE = {
  en: { count: { one: '{{n}} option found', other: '{{n}} options found' }, rating: 'Rated {{n}} of 5', only: 'Only in English' },
  de: { count: { one: '{{n}} Angebot gefunden', other: '{{n}} Angebote gefunden' }, rating: 'Bewertet mit {{n}} von 5' },
  ar: {
    count: { zero: 'لا شيء', one: 'خيار واحد', two: 'خياران', few: '{{n}} خيارات', many: '{{n}} خيارًا', other: '{{n}} خيار' },
    rating: 'التقييم {{n}} من 5',
  },
} as unknown as TextTable;

describe('translator', () => {
  it('picks the plural form Intl.PluralRules gives for n', () => {
    const en = translator([TABLE], 'en');
    expect([1, 4].map((n) => en('count', { n }))).toEqual(['1 option found', '4 options found']);
    const de = translator([TABLE], 'de');
    expect([1, 4].map((n) => de('count', { n }))).toEqual(['1 Angebot gefunden', '4 Angebote gefunden']);
    const ar = translator([TABLE], 'ar');
    const number = new Intl.NumberFormat('ar');
    expect([0, 1, 2, 4, 11, 100].map((n) => ar('count', { n }))).toEqual(['لا شيء', 'خيار واحد', 'خياران', `${number.format(4)} خيارات`, `${number.format(11)} خيارًا`, `${number.format(100)} خيار`]);
  });

  it('writes numbers the language’s way and strings as they are', () => {
    expect(translator([TABLE], 'de')('rating', { n: 4.5 })).toBe('Bewertet mit 4,5 von 5');
    expect(translator([TABLE], 'en')('rating', { n: 4.5 })).toBe('Rated 4.5 of 5');
    expect(translator([TABLE], 'de')('count', { n: 1234 })).toBe('1.234 Angebote gefunden');
    expect(translator([TABLE], 'de')('rating', { n: '4.5' })).toBe('Bewertet mit 4.5 von 5');
  });

  it('falls back to English for a key or a language a table lacks, and to the key itself', () => {
    expect(translator([TABLE], 'de')('only')).toBe('Only in English');
    expect(translator([TABLE], 'sv')('count', { n: 2 })).toBe('2 options found');
    expect(translator([TABLE], 'de')('nowhere')).toBe('nowhere');
  });
});

describe('formats', () => {
  it('writes money in the language’s way, in the price’s currency', () => {
    expect(formats('de').money({ amount: 1234.5, currency: 'EUR' })).toBe('1.234,50\u00a0€');
    expect(formats('en').money({ amount: 1234.5, currency: 'EUR' })).toBe('€1,234.50');
    expect(formats('fr').money({ amount: 1234.5, currency: 'EUR' })).toBe('1\u202f234,50\u00a0€');
  });

  it('writes a calendar day in the language, whatever the time zone', () => {
    expect(formats('de').date('2026-12-10')).toBe('10.12.2026');
    expect(formats('en').date('2026-12-10')).toBe('Dec 10, 2026');
    expect(formats('sv').date('2026-12-10')).toBe('10 dec. 2026');
    expect(formats('de').date('2026-12-10 10:00')).toBe('10.12.2026, 10:00');
    expect(formats('de').date('not a date')).toBe('not a date');
  });

  it('writes a stay as one range of the language', () => {
    expect(formats('de').dateRange('2026-12-10', '2026-12-13')).toBe('10.–13.12.2026');
    expect(formats('en').dateRange('2026-12-10', '2026-12-13')).toBe('Dec 10\u2009–\u200913, 2026');
    expect(formats('fr').dateRange('2026-12-10', '2027-01-02')).toBe(new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(new Date('2026-12-10'), new Date('2027-01-02')));
  });

  it('writes numbers, percentages and lists in the language', () => {
    expect(formats('de').number(1234.5)).toBe('1.234,5');
    expect(formats('de').percent(12.5)).toBe('12,5\u00a0%');
    expect(formats('en').percent(12.5)).toBe('12.5%');
    expect(formats('de').list(['checkIn', 'checkOut', 'rooms'])).toBe('checkIn, checkOut und rooms');
    expect(formats('en').list(['checkIn', 'checkOut'])).toBe('checkIn and checkOut');
  });
});
