// @ts-check
/*
 * Dates that can be booked, one rule for both sides: the reference API refuses the rest (400 naming
 * the field: GET /api/offers/{service} and /{id}, POST /api/bookings, the resort service's
 * availability and hold), and a page may say the same before it sends anything (the checkout, a
 * search form). Pure: no DOM, no fetch, no clock but the one given. Problems are codes; each side
 * words them (the API: message-texts.ts 'dates.*' and 'field.*').
 *
 *   past   a start before today, where the visitor is (todayIn): nobody sells yesterday's night;
 *   order  an end not after its start (a hotel or resort stay is at least one night; a car, an
 *          activity or a return flight may end on the day it starts, a car not before its pick-up
 *          time);
 *   span   SPEC §5, §9: a stay lasts at most 60 days (the search panels' max stay span helper caps
 *          it there, so a longer one never comes from the storefront).
 *
 * The reference API has no booking window beyond these (no "at most N days ahead"); the SPEC §9
 * deal search window is where the home page's deal searches look, not a limit on what is booked.
 */

/** SPEC §5, §9: the longest stay, in days. */
export const MAX_STAY_DAYS = 60;

/**
 * The date fields of each service's search, by the names its query spells them (the result pages'
 * URL query, which the offer and booking calls take; deal-links.js DEAL_SEARCH names the same), and
 * of the resort service's stay (`check_in`, `check_out`: SPEC §7 availability and hold).
 * `sameDay`: the end may be the start's day. `maxDays`: the SPEC §5 cap, where the dates are a stay.
 * `times`: the times of day that order a same-day start and end. `month`: the start is a month.
 * @typedef {{ start: string, end?: string, sameDay?: boolean, maxDays?: number, times?: readonly [string, string], month?: boolean }} DateFields
 */
export const BOOKABLE_DATES = /** @type {const} */ ({
  hotels: { start: 'checkIn', end: 'checkOut', maxDays: MAX_STAY_DAYS },
  flights: { start: 'departDate', end: 'returnDate', sameDay: true },
  cars: { start: 'pickUpDate', end: 'dropOffDate', sameDay: true, maxDays: MAX_STAY_DAYS, times: ['pickUpTime', 'dropOffTime'] },
  activities: { start: 'startDate', end: 'endDate', sameDay: true, maxDays: MAX_STAY_DAYS },
  cruise: { start: 'month', month: true },
  resort: { start: 'checkIn', end: 'checkOut', maxDays: MAX_STAY_DAYS },
  /** The resort service's own calls (SPEC §7 availability, hold). */
  resortStay: { start: 'check_in', end: 'check_out', maxDays: MAX_STAY_DAYS },
});

/**
 * @typedef {{ field: string, rule: 'past' }
 *   | { field: string, rule: 'order', start: string, sameDay: boolean }
 *   | { field: string, rule: 'span', start: string, days: number }} DateProblem
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a real calendar day YYYY-MM-DD at UTC midnight, else undefined. @param {unknown} value */
function dayOf(value) {
  const found = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!found) return undefined;
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : undefined;
}

/**
 * A zone that is behind every other: where the date changes last (UTC−12). Its today is the
 * earliest calendar day still current somewhere on Earth.
 */
const LAST_ZONE = 'Etc/GMT+12';

/** @param {string} timeZone @param {Date} now */
function isoDayIn(timeZone, now) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Today's calendar day in `timeZone` (an IANA name such as `Europe/Berlin`: the SPEC §7
 * `x-time-zone` a storefront call carries), so "today" is the visitor's, as their date picker shows
 * it. Without a zone, or with one that names none, it is the earliest day still current anywhere
 * (UTC−12): a visitor whose zone is unknown is never refused a day that is still today for them.
 * @param {string | undefined} timeZone @param {Date} [now]
 */
export function todayIn(timeZone, now = new Date()) {
  if (timeZone) {
    try {
      return isoDayIn(timeZone, now);
    } catch {
      // Not a zone Intl knows: fall through to the lenient day.
    }
  }
  return isoDayIn(LAST_ZONE, now);
}

/**
 * What cannot be booked about the dates of `query` (field values as the query spells them); empty
 * when nothing. A field that is missing or not a date is left to the caller's own check (it names
 * the format); `today` (YYYY-MM-DD) is left out to check order and span alone.
 * @param {DateFields} fields @param {Record<string, unknown>} query @param {string} [today]
 * @returns {DateProblem[]}
 */
export function dateProblems(fields, query, today) {
  /** @type {DateProblem[]} */
  const problems = [];
  if (fields.month) {
    const month = query[fields.start];
    if (today && typeof month === 'string' && ISO_MONTH.test(month) && month < today.slice(0, 7)) problems.push({ field: fields.start, rule: 'past' });
    return problems;
  }
  const start = dayOf(query[fields.start]);
  const todayMs = today === undefined ? undefined : dayOf(today);
  if (start !== undefined && todayMs !== undefined && start < todayMs) problems.push({ field: fields.start, rule: 'past' });
  const end = fields.end === undefined ? undefined : dayOf(query[fields.end]);
  if (start === undefined || end === undefined || fields.end === undefined) return problems;
  const sameDay = fields.sameDay ?? false;
  if (end < start || (end === start && !sameDay)) problems.push({ field: fields.end, rule: 'order', start: fields.start, sameDay });
  else if (fields.maxDays !== undefined && (end - start) / DAY_MS > fields.maxDays) problems.push({ field: fields.end, rule: 'span', start: fields.start, days: fields.maxDays });
  else if (end === start && fields.times) {
    // A same-day rental: the drop-off comes after the pick-up.
    const [from, to] = fields.times;
    const [fromTime, toTime] = [query[from], query[to]];
    if (typeof fromTime === 'string' && typeof toTime === 'string' && TIME.test(fromTime) && TIME.test(toTime) && toTime <= fromTime) {
      problems.push({ field: to, rule: 'order', start: from, sameDay: false });
    }
  }
  return problems;
}
