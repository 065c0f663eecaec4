import { describe, expect, it } from 'vitest';
import { TIME_ZONES, useTimeZone } from './time-zone.testing.ts';
import { hotelV2DetailPath } from './links.ts';
import { isoDay } from '../validation/dates.ts';

/*
 * SPEC §9 hotel v2 detail link: check-in on the first of the month two months ahead, check-out
 * 2 days later, 2 adults, in the visitor's local calendar.
 */

const stay = (path: string) => {
  const query = new URL(path, 'https://site.test').searchParams;
  return [query.get('startDate'), query.get('endDate')];
};

describe.each(TIME_ZONES)('hotelV2DetailPath in %s', (zone) => {
  it('checks in on the first of the month two months ahead, out two days later', () => {
    useTimeZone(zone);
    expect(stay(hotelV2DetailPath('P1', new Date(2026, 0, 31, 23, 59)))).toEqual(['2026-03-01', '2026-03-03']);
    expect(stay(hotelV2DetailPath('P1', new Date(2026, 5, 1, 0, 0)))).toEqual(['2026-08-01', '2026-08-03']);
  });

  it('crosses the year end from November and December', () => {
    useTimeZone(zone);
    expect(stay(hotelV2DetailPath('P1', new Date(2026, 10, 15)))).toEqual(['2027-01-01', '2027-01-03']);
    expect(stay(hotelV2DetailPath('P1', new Date(2026, 11, 31, 23, 30)))).toEqual(['2027-02-01', '2027-02-03']);
  });
});

describe('hotelV2DetailPath marks', () => {
  it('the link as opened from a deal (SPEC §2.4 isFromDeal=true), with the property and 2 adults', () => {
    const query = new URL(hotelV2DetailPath('P-100231', new Date(2026, 0, 31)), 'https://site.test').searchParams;
    expect(query.get('isFromDeal')).toBe('true');
    expect(query.get('propertyId')).toBe('P-100231');
    expect(JSON.parse(query.get('occupancy')!)).toEqual([{ adults: 2, children: [] }]);
  });
});

describe('hotelV2DetailPath across daylight-saving changes', () => {
  it('New York: the stay spans the clocks going back on 2026-11-01', () => {
    useTimeZone('America/New_York');
    // A 48-hour step from 11-01 00:00 EDT would land on 11-02 23:00 EST.
    expect(stay(hotelV2DetailPath('P1', new Date(2026, 8, 15)))).toEqual(['2026-11-01', '2026-11-03']);
  });

  it('Auckland: the stay spans the clocks going back on 2029-04-01', () => {
    useTimeZone('Pacific/Auckland');
    expect(stay(hotelV2DetailPath('P1', new Date(2029, 1, 10)))).toEqual(['2029-04-01', '2029-04-03']);
  });

  it("the visitor's zone decides the month: one instant is December in New York and January in Auckland", () => {
    const instant = new Date(Date.UTC(2027, 0, 1, 4, 30));
    useTimeZone('America/New_York');
    expect(stay(hotelV2DetailPath('P1', instant))).toEqual(['2027-02-01', '2027-02-03']);
    useTimeZone('Pacific/Auckland');
    expect(stay(hotelV2DetailPath('P1', instant))).toEqual(['2027-03-01', '2027-03-03']);
  });
});

describe('hotelV2DetailPath query (SPEC §2.3)', () => {
  it('carries the property, 2 adults as JSON, and the correlation id only when given', () => {
    const path = hotelV2DetailPath('prop 7&x', new Date(2026, 0, 10));
    expect(path.startsWith('/booknow/hotels/v2/details?')).toBe(true);
    const query = new URL(path, 'https://site.test').searchParams;
    expect(query.get('propertyId')).toBe('prop 7&x');
    expect(JSON.parse(query.get('occupancy') ?? '')).toEqual([{ adults: 2, children: [] }]);
    expect(query.has('correlationId')).toBe(false);
    expect(new URL(hotelV2DetailPath('P1', new Date(2026, 0, 10), 'c-1'), 'https://site.test').searchParams.get('correlationId')).toBe('c-1');
  });

  it('isoDay pads months and days', () => {
    expect(isoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
