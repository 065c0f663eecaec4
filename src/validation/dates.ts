/*
 * SPEC §5, §9 date rules of the search panels: dates travel as ISO calendar days (YYYY-MM-DD, the
 * query of the search routes); an invalid or missing one shows 'Select date'; a stay is capped at
 * 60 days. Calendar days, not instants: the arithmetic runs in UTC so no time zone or daylight
 * saving change moves a day.
 */

/** SPEC §5, §9: the max stay span helper caps a date range at 60 days. */
export const MAX_STAY_DAYS = 60;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The ISO day when `value` is a real calendar day (2026-02-30 is not), else undefined. */
export function parseIsoDay(value: string | null | undefined): string | undefined {
  const match = value ? ISO_DAY.exec(value.trim()) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? match[0] : undefined;
}

const toUtc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`);
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** `iso` moved by `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * DAY_MS);
}

/** Calendar days from `start` to `end` (negative when `end` comes first). */
export function daysBetween(start: string, end: string): number {
  return Math.round((toUtc(end) - toUtc(start)) / DAY_MS);
}

export interface DaySpan {
  start: string;
  end: string;
}

/**
 * SPEC §5 max stay span: a range longer than 60 days ends 60 days after its start. `capped` tells
 * the panel to say so. An end before the start is put at the start.
 */
export function capStay(span: DaySpan, maxDays: number = MAX_STAY_DAYS): DaySpan & { capped: boolean } {
  const length = daysBetween(span.start, span.end);
  if (length > maxDays) return { start: span.start, end: addDays(span.start, maxDays), capped: true };
  if (length < 0) return { start: span.start, end: span.start, capped: false };
  return { ...span, capped: false };
}

/** A hotel stay is at least one night: a check-out on the check-in day moves to the next day. */
export function hotelStay(span: DaySpan): DaySpan & { capped: boolean } {
  const capped = capStay(span);
  return capped.end === capped.start ? { ...capped, end: addDays(capped.start, 1) } : capped;
}

/**
 * The text a date field shows: the day in the page language, or undefined for a missing or invalid
 * one, which the panel shows as 'Select date' (SPEC §5).
 */
export function dayLabel(value: string | null | undefined, language: string): string | undefined {
  const iso = parseIsoDay(value);
  if (!iso) return undefined;
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(toUtc(iso)));
}

/** Today's calendar day where the visitor is (not in UTC: a visitor at UTC−5 at 21:00 still has today). */
export function localToday(now: Date = new Date()): string {
  return fromUtc(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** YYYY-MM of the next `count` months from `today` (the cruise month picker). */
export function nextMonths(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, 1));
    return date.toISOString().slice(0, 7);
  });
}

export { isoDay } from './iso-day.ts';
