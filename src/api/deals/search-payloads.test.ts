import { describe, expect, it } from 'vitest';
import { TIME_ZONES, useTimeZone } from '../../deals/time-zone.testing.ts';
import { carSearchPayload, dealSearchWindow, hotelSearchPayload } from './search-payloads.ts';

/*
 * SPEC §9 deal search window: start 19 days after the start of the current week, end 21 days
 * after, in the visitor's local calendar (Sunday starts the week). Dates are built after the
 * zone is set, so `new Date(y, m, d, h)` is the visitor's wall clock.
 */

describe.each(TIME_ZONES)('dealSearchWindow in %s', (zone) => {
  it('starts the week on Sunday: Saturday night and Sunday morning are different weeks', () => {
    useTimeZone(zone);
    // 2026-01-03 is a Saturday; the week began Sunday 2025-12-28.
    expect(dealSearchWindow(new Date(2026, 0, 3, 23, 59, 59, 999))).toEqual({ start: '2026-01-16', end: '2026-01-18' });
    expect(dealSearchWindow(new Date(2026, 0, 4, 0, 0))).toEqual({ start: '2026-01-23', end: '2026-01-25' });
  });

  it('crosses month ends', () => {
    useTimeZone(zone);
    // Saturday 2026-02-28, week from Sunday 02-22; Sunday 03-01 starts a week of its own.
    expect(dealSearchWindow(new Date(2026, 1, 28, 12))).toEqual({ start: '2026-03-13', end: '2026-03-15' });
    expect(dealSearchWindow(new Date(2026, 2, 1, 12))).toEqual({ start: '2026-03-20', end: '2026-03-22' });
    // Wednesday 2026-04-01: the week began in March.
    expect(dealSearchWindow(new Date(2026, 3, 1, 8))).toEqual({ start: '2026-04-17', end: '2026-04-19' });
  });

  it('crosses year ends, both ways', () => {
    useTimeZone(zone);
    // Thursday 2026-12-31, week from Sunday 2026-12-27.
    expect(dealSearchWindow(new Date(2026, 11, 31, 23, 30))).toEqual({ start: '2027-01-15', end: '2027-01-17' });
    // Friday 2027-01-01 is in the same week.
    expect(dealSearchWindow(new Date(2027, 0, 1, 0, 30))).toEqual({ start: '2027-01-15', end: '2027-01-17' });
    // Leap February: Sunday 2028-02-06 + 19 days is 02-25, + 21 is 02-27; Sunday 02-13 + 19 is 03-03.
    expect(dealSearchWindow(new Date(2028, 1, 8))).toEqual({ start: '2028-02-25', end: '2028-02-27' });
    expect(dealSearchWindow(new Date(2028, 1, 13))).toEqual({ start: '2028-03-03', end: '2028-03-05' });
  });
});

describe('dealSearchWindow across daylight-saving changes (days added on the calendar, not as 24 h)', () => {
  it('New York, clocks back on Sunday 2026-11-01', () => {
    useTimeZone('America/New_York');
    // Week from Sunday 10-18 (EDT) to a start on 11-06 (EST): 24-hour steps would land on 11-05 23:00.
    expect(dealSearchWindow(new Date(2026, 9, 21, 9))).toEqual({ start: '2026-11-06', end: '2026-11-08' });
    // On the day of the change itself, in the repeated hour.
    expect(dealSearchWindow(new Date(2026, 10, 1, 1, 30))).toEqual({ start: '2026-11-20', end: '2026-11-22' });
    // Clocks forward on Sunday 2026-03-08.
    expect(dealSearchWindow(new Date(2026, 2, 8, 3, 30))).toEqual({ start: '2026-03-27', end: '2026-03-29' });
  });

  it('Berlin, clocks back on Sunday 2026-10-25', () => {
    useTimeZone('Europe/Berlin');
    expect(dealSearchWindow(new Date(2026, 9, 15, 18))).toEqual({ start: '2026-10-30', end: '2026-11-01' });
    expect(dealSearchWindow(new Date(2026, 9, 25, 2, 30))).toEqual({ start: '2026-11-13', end: '2026-11-15' });
  });

  it('Auckland, clocks back on Sunday 2026-04-05 and forward on Sunday 2026-09-27', () => {
    useTimeZone('Pacific/Auckland');
    expect(dealSearchWindow(new Date(2026, 2, 25, 12))).toEqual({ start: '2026-04-10', end: '2026-04-12' });
    expect(dealSearchWindow(new Date(2026, 8, 16, 12))).toEqual({ start: '2026-10-02', end: '2026-10-04' });
  });

  it('Santiago, where the week starts at a midnight that does not exist (2026-09-06 00:00 → 01:00)', () => {
    useTimeZone('America/Santiago');
    expect(dealSearchWindow(new Date(2026, 8, 9, 12))).toEqual({ start: '2026-09-25', end: '2026-09-27' });
  });
});

describe("the visitor's time zone decides the day", () => {
  it('one instant, Saturday evening in New York and Sunday in Auckland, gives two weeks', () => {
    const instant = new Date(Date.UTC(2026, 0, 4, 4, 30));
    useTimeZone('America/New_York');
    expect(dealSearchWindow(instant)).toEqual({ start: '2026-01-16', end: '2026-01-18' });
    useTimeZone('Pacific/Auckland');
    expect(dealSearchWindow(instant)).toEqual({ start: '2026-01-23', end: '2026-01-25' });
  });
});

describe('SPEC §9 search payloads use the window', () => {
  it('hotel stay period and car pick-up and return at 10:00', () => {
    useTimeZone('Europe/Berlin');
    const now = new Date(2026, 9, 15, 18);
    const at = { latitude: 38.72, longitude: -9.14 };
    expect(hotelSearchPayload(at, now).stayPeriod).toEqual({ start: '2026-10-30', end: '2026-11-01' });
    const car = carSearchPayload(at, now);
    expect([car.pickUpDateTime, car.returnDateTime]).toEqual(['2026-10-30T10:00:00', '2026-11-01T10:00:00']);
  });
});
