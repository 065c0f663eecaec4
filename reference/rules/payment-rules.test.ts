import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../apps/payment-texts.js';
import { cardBrand, cardProblems, formatMinor, luhnValid, minorDigits, parseExpiry, passengerTypeOn, travellerProblems, travellerSlots } from './payment-rules.js';

const TODAY = new Date('2027-05-15T12:00:00Z');
const card = (more: Partial<{ name: string; number: string; expiry: string; cvc: string }> = {}) => ({ name: 'Clara Lopez', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', ...more });

describe('card checks (checkout, both in the remote app and the API)', () => {
  it('Luhn: the test cards are valid; one changed digit, letters and short numbers are not', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000003220', '5555555555554444', '378282246310005']) expect(luhnValid(number), number).toBe(true);
    for (const number of ['4242424242424241', '4242-4242', '42424242424242a2', '']) expect(luhnValid(number), number).toBe(false);
  });

  it('names the brand by its first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2221000000000009')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('reads MM/YY and MM/YYYY, and refuses a month that is not one', () => {
    expect(parseExpiry('04/29')).toEqual({ year: 2029, month: 4 });
    expect(parseExpiry(' 4 / 2029 ')).toEqual({ year: 2029, month: 4 });
    expect(parseExpiry('13/29')).toBeUndefined();
    expect(parseExpiry('0429')).toBeUndefined();
  });

  it('a well-formed card has no problems; spaces between the groups are fine', () => {
    expect(cardProblems(card(), TODAY)).toEqual({});
  });

  it('names each wrong field: Luhn, expiry format, expired, security code, name', () => {
    expect(cardProblems(card({ number: '4242 4242 4242 4241' }), TODAY)).toEqual({ number: 'number.invalid' });
    expect(cardProblems(card({ expiry: '2030-12' }), TODAY)).toEqual({ expiry: 'expiry.invalid' });
    expect(cardProblems(card({ cvc: '12' }), TODAY)).toEqual({ cvc: 'cvc.invalid' });
    expect(cardProblems(card({ name: '  ' }), TODAY)).toEqual({ name: 'name.required' });
    // American Express has a 4-digit code.
    expect(cardProblems(card({ number: '378282246310005', cvc: '123' }), TODAY)).toEqual({ cvc: 'cvc.invalid' });
    expect(cardProblems(card({ number: '378282246310005', cvc: '1234' }), TODAY)).toEqual({});
  });

  it('a card works to the end of its expiry month', () => {
    expect(cardProblems(card({ expiry: '05/27' }), TODAY)).toEqual({});
    expect(cardProblems(card({ expiry: '04/27' }), TODAY)).toEqual({ expiry: 'expiry.past' });
  });
});

describe('travellers a search needs (SPEC §3 flight guests, cruise guests)', () => {
  it('hotel: every adult of every room, with the room', () => {
    const slots = travellerSlots('hotels', { rooms: JSON.stringify([{ adults: 2, children: [5] }, { adults: 1 }]) });
    expect(slots).toEqual([
      { type: 'adult', room: 1, dateOfBirth: false },
      { type: 'adult', room: 1, dateOfBirth: false },
      { type: 'adult', room: 2, dateOfBirth: false },
    ]);
  });

  it('flights: adults, children and infants, each with a date of birth', () => {
    const slots = travellerSlots('flights', { adults: '2', children: '1', infants: '1' });
    expect(slots.map((s) => s.type)).toEqual(['adult', 'adult', 'child', 'infant']);
    expect(slots.every((s) => s.dateOfBirth)).toBe(true);
  });

  it('cruise guests by type, a car’s driver, an activity’s lead traveller', () => {
    const guests = JSON.stringify([{ type: 'adult', count: 2 }, { type: 'children', count: 1 }, { type: 'infant', count: 0 }]);
    expect(travellerSlots('cruise', { guests }).map((s) => s.type)).toEqual(['adult', 'adult', 'child']);
    expect(travellerSlots('cars', {})).toEqual([{ type: 'driver', dateOfBirth: false }]);
    expect(travellerSlots('activities', {})).toEqual([{ type: 'adult', dateOfBirth: false }]);
  });

  it('passenger type on the travel date: infant under 2, child from 2 to the 12th birthday, adult from it', () => {
    expect(passengerTypeOn('2015-03-01', '2027-03-01')).toBe('adult');
    expect(passengerTypeOn('2015-03-02', '2027-03-01')).toBe('child');
    expect(passengerTypeOn('2025-03-01', '2027-03-01')).toBe('child');
    expect(passengerTypeOn('2025-03-02', '2027-03-01')).toBe('infant');
    expect(passengerTypeOn('2027-03-01', '2027-03-01')).toBeUndefined();
    expect(passengerTypeOn('2020-02-30', '2027-03-01')).toBeUndefined();
    expect(passengerTypeOn('1890-01-01', '2027-03-01')).toBeUndefined();
  });

  it('checks each flight passenger’s date of birth against their type, and every name', () => {
    const slots = travellerSlots('flights', { adults: '1', children: '1', infants: '1' });
    const problems = travellerProblems(
      slots,
      [
        { firstName: 'Ana', lastName: 'Lee', dateOfBirth: '2020-01-01' },
        { firstName: 'Bo', lastName: '', dateOfBirth: '2018-06-01' },
        { firstName: 'Cy', lastName: 'Lee', dateOfBirth: '' },
      ],
      '2027-03-01',
    );
    expect(problems).toEqual([
      { index: 0, field: 'dateOfBirth', problem: 'dateOfBirth.adult' },
      { index: 1, field: 'lastName', problem: 'lastName.required' },
      { index: 2, field: 'dateOfBirth', problem: 'dateOfBirth.required' },
    ]);
  });
});

describe('money in minor units', () => {
  it('knows each currency’s minor digits', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('writes an integer amount exactly, in the visitor’s language', () => {
    expect(formatMinor(64200, 'USD', 'en')).toBe('$642.00');
    // 0.1 + 0.2 would not be 0.3 as floats; from minor units it is.
    expect(formatMinor(30, 'USD', 'en')).toBe('$0.30');
    expect(formatMinor(123456789012345, 'USD', 'en')).toBe('$1,234,567,890,123.45');
    expect(formatMinor(1234, 'JPY', 'en')).toBe('¥1,234');
    expect(formatMinor(1005, 'KWD', 'en')).toMatch(/^KWD\s1\.005$/);
    expect(formatMinor(64200, 'EUR', 'de')).toMatch(/^642,00\s€$/);
  });
});

describe('payment texts', () => {
  it('all nine languages have every English key, translated, with the same placeholders', () => {
    const table = PAYMENT_TEXTS as unknown as Record<string, Record<string, string>>;
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(table).sort()).toEqual(['ar', 'da', 'de', 'en', 'es', 'fr', 'no', 'pt', 'sv']);
    for (const language of Object.keys(table)) {
      expect(Object.keys(table[language]!).sort(), language).toEqual(Object.keys(table.en!).sort());
      for (const [key, text] of Object.entries(table.en!)) expect(placeholders(table[language]![key]!), `${language} ${key}`).toEqual(placeholders(text));
      if (language !== 'en') expect(table[language]!['pay.submit'], language).not.toBe(table.en!['pay.submit']);
    }
  });
});
