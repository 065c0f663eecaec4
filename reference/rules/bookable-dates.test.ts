import { describe, expect, it } from 'vitest';
import { BOOKABLE_DATES, dateProblems, MAX_STAY_DAYS, todayIn } from './bookable-dates.js';
import { DEAL_SEARCH } from './deal-links.js';

/** 05:00 UTC on 15 June 2027: the 15th in Europe, still the 14th in Honolulu (UTC−10) and at UTC−12. */
const NOW = new Date('2027-06-15T05:00:00Z');

describe('todayIn: the visitor’s calendar day', () => {
  it('reads the day in the named IANA zone', () => {
    expect(todayIn('Europe/Berlin', NOW)).toBe('2027-06-15');
    expect(todayIn('UTC', NOW)).toBe('2027-06-15');
    expect(todayIn('Pacific/Honolulu', NOW)).toBe('2027-06-14');
    expect(todayIn('Pacific/Kiritimati', new Date('2027-06-14T11:00:00Z'))).toBe('2027-06-15');
  });

  it('without a zone, or with one Intl does not know, takes the earliest day still current anywhere (UTC−12)', () => {
    expect(todayIn(undefined, NOW)).toBe('2027-06-14');
    expect(todayIn('Mars/Olympus_Mons', NOW)).toBe('2027-06-14');
    expect(todayIn(undefined, new Date('2027-06-15T12:00:00Z'))).toBe('2027-06-15');
  });
});

describe('dateProblems', () => {
  const today = '2027-06-15';

  it('a start before today is past; today and later are not', () => {
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-06-14', checkOut: '2027-06-17' }, today)).toEqual([{ field: 'checkIn', rule: 'past' }]);
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-06-15', checkOut: '2027-06-17' }, today)).toEqual([]);
    expect(dateProblems(BOOKABLE_DATES.flights, { departDate: '2020-01-01' }, today)).toEqual([{ field: 'departDate', rule: 'past' }]);
    expect(dateProblems(BOOKABLE_DATES.resortStay, { check_in: '2027-06-01', check_out: '2027-06-05' }, today)).toEqual([{ field: 'check_in', rule: 'past' }]);
    // Without today, only order and span are checked.
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2020-01-01', checkOut: '2020-01-03' })).toEqual([]);
  });

  it('a cruise month before the current one is past', () => {
    expect(dateProblems(BOOKABLE_DATES.cruise, { month: '2027-05' }, today)).toEqual([{ field: 'month', rule: 'past' }]);
    expect(dateProblems(BOOKABLE_DATES.cruise, { month: '2027-06' }, today)).toEqual([]);
  });

  it('a stay is at least one night; a car, an activity and a return flight may end on their first day, not before it', () => {
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-07-01', checkOut: '2027-07-01' }, today)).toEqual([{ field: 'checkOut', rule: 'order', start: 'checkIn', sameDay: false }]);
    expect(dateProblems(BOOKABLE_DATES.activities, { startDate: '2027-07-01', endDate: '2027-07-01' }, today)).toEqual([]);
    expect(dateProblems(BOOKABLE_DATES.activities, { startDate: '2027-07-02', endDate: '2027-07-01' }, today)).toEqual([{ field: 'endDate', rule: 'order', start: 'startDate', sameDay: true }]);
    expect(dateProblems(BOOKABLE_DATES.flights, { departDate: '2027-07-02', returnDate: '2027-07-01' }, today)).toEqual([{ field: 'returnDate', rule: 'order', start: 'departDate', sameDay: true }]);
    expect(dateProblems(BOOKABLE_DATES.flights, { departDate: '2027-07-02' }, today)).toEqual([]);
  });

  it('a same-day car is returned after its pick-up time', () => {
    const car = { pickUpDate: '2027-07-01', dropOffDate: '2027-07-01', pickUpTime: '10:00' };
    expect(dateProblems(BOOKABLE_DATES.cars, { ...car, dropOffTime: '18:00' }, today)).toEqual([]);
    expect(dateProblems(BOOKABLE_DATES.cars, { ...car, dropOffTime: '09:00' }, today)).toEqual([{ field: 'dropOffTime', rule: 'order', start: 'pickUpTime', sameDay: false }]);
    expect(dateProblems(BOOKABLE_DATES.cars, { ...car, dropOffDate: '2027-07-02', dropOffTime: '09:00' }, today)).toEqual([]);
  });

  it(`SPEC §5, §9: a stay lasts at most ${MAX_STAY_DAYS} days`, () => {
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-07-01', checkOut: '2027-08-30' }, today)).toEqual([]);
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-07-01', checkOut: '2027-08-31' }, today)).toEqual([{ field: 'checkOut', rule: 'span', start: 'checkIn', days: 60 }]);
    expect(dateProblems(BOOKABLE_DATES.resortStay, { check_in: '2027-07-01', check_out: '2027-09-01' }, today)).toEqual([{ field: 'check_out', rule: 'span', start: 'check_in', days: 60 }]);
  });

  it('leaves a missing or malformed date to the caller’s format check', () => {
    expect(dateProblems(BOOKABLE_DATES.hotels, { checkIn: '2027-02-30', checkOut: 'soon' }, today)).toEqual([]);
    expect(dateProblems(BOOKABLE_DATES.hotels, {}, today)).toEqual([]);
  });

  it('names the dates as a deal link does (deal-links.js DEAL_SEARCH)', () => {
    for (const service of ['hotels', 'cars', 'activities'] as const) {
      const { start, end } = BOOKABLE_DATES[service];
      expect([start, end]).toEqual(DEAL_SEARCH[service].dates);
    }
  });
});
