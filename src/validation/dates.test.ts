import { describe, expect, it } from 'vitest';
import { addDays, capStay, dayLabel, daysBetween, hotelStay, localToday, MAX_STAY_DAYS, nextMonths, parseIsoDay } from './dates.ts';

describe('search dates (SPEC §5, §9)', () => {
  it('accepts only real calendar days', () => {
    expect(parseIsoDay('2026-02-28')).toBe('2026-02-28');
    expect(parseIsoDay('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-13-01', '2026-1-01', 'tomorrow', '', null, undefined, '2026-04-31']) expect(parseIsoDay(bad)).toBeUndefined();
  });

  it("shows 'Select date' (no label) for an invalid date, the day in the page language otherwise", () => {
    expect(dayLabel('2026-02-30', 'en')).toBeUndefined();
    expect(dayLabel(null, 'ar')).toBeUndefined();
    expect(dayLabel('2026-03-05', 'en')).toBe('Mar 5, 2026');
    expect(dayLabel('2026-03-05', 'de')).toBe('5. März 2026');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('caps a stay at 60 days', () => {
    expect(MAX_STAY_DAYS).toBe(60);
    expect(capStay({ start: '2026-01-01', end: '2026-03-02' })).toEqual({ start: '2026-01-01', end: '2026-03-02', capped: false });
    expect(capStay({ start: '2026-01-01', end: '2026-03-03' })).toEqual({ start: '2026-01-01', end: '2026-03-02', capped: true });
    expect(capStay({ start: '2026-05-10', end: '2026-05-01' })).toEqual({ start: '2026-05-10', end: '2026-05-10', capped: false });
  });

  it('gives a hotel stay at least one night', () => {
    expect(hotelStay({ start: '2026-05-10', end: '2026-05-10' })).toEqual({ start: '2026-05-10', end: '2026-05-11', capped: false });
    expect(hotelStay({ start: '2026-05-10', end: '2026-09-10' }).end).toBe('2026-07-09');
  });

  it("takes today where the visitor is, and lists the next months", () => {
    expect(localToday(new Date(2026, 0, 31, 23, 30))).toBe('2026-01-31');
    expect(nextMonths('2026-11-24', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
  });
});
