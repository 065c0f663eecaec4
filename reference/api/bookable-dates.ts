import type { IncomingHttpHeaders } from 'node:http';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';
import { dateProblems, todayIn, type DateFields, type DateProblem } from '../rules/bookable-dates.js';
import { fieldErrors, HttpError } from './router.ts';
import type { FieldErrors, Message } from './messages.ts';

/*
 * The API side of reference/rules/bookable-dates.js: a search, an offer's details, a booking and the
 * resort service's availability and hold with dates that cannot be booked answer 400 naming the
 * field, as the request spells it (`checkIn`, `pickUpDate`, `check_in`, …), in the request's
 * language (message-texts.ts 'dates.*', 'field.*').
 *
 * "Today" is the visitor's: the calendar day in the SPEC §7 `x-time-zone` the storefront sends with
 * every call (src/api/client.ts), on the API's clock (store.now, which tests move). A call without
 * a zone that Intl knows gets the earliest day still current on Earth (UTC−12), so nobody is
 * refused their own today because the API could not tell where they are; a date over everywhere is
 * refused whatever the header says.
 */

/** Longer than any IANA zone name (`America/Argentina/ComodRivadavia` is 32). */
const MAX_ZONE_LENGTH = 64;

/** The request's `x-time-zone` (SPEC §7), if it sends one. */
export function timeZoneOf(req: { headers: IncomingHttpHeaders }): string | undefined {
  const header = req.headers['x-time-zone'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && value.length <= MAX_ZONE_LENGTH ? value : undefined;
}

/** Today (YYYY-MM-DD) where the caller is, on the API's clock. */
export const todayOf = (ctx: { req: { headers: IncomingHttpHeaders }; store: { now(): number } }): string => todayIn(timeZoneOf(ctx.req), new Date(ctx.store.now()));

/**
 * How a problem is said: `named` as the offer queries word their field errors ("checkIn must not be
 * in the past"), `plain` as the resort service does ("must not be in the past" at `check_in`).
 */
export type Wording = 'named' | 'plain';

export function problemText(problem: DateProblem, wording: Wording): Message {
  if (problem.rule === 'past') return wording === 'named' ? { id: 'dates.namedPast', params: { field: problem.field } } : { id: 'dates.past' };
  if (problem.rule === 'span') {
    return wording === 'named'
      ? { id: 'field.namedSpan', params: { end: problem.field, start: problem.start, days: problem.days } }
      : { id: 'field.spanNights', params: { nights: problem.days, field: problem.start } };
  }
  if (wording === 'plain') return { id: 'field.after', params: { field: problem.start } };
  return problem.sameDay
    ? { id: 'dates.namedNotBefore', params: { end: problem.field, start: problem.start } }
    : { id: 'field.namedAfter', params: { end: problem.field, start: problem.start } };
}

/**
 * `raw` validated by `schema` (which checks formats, order and span), with a start before `today`
 * refused too: one 400 names every field at fault, as `validate` (router.ts) does.
 */
export function validateBookable<T extends $ZodType>(schema: T, raw: unknown, fields: DateFields, today: string, wording: Wording): output<T> {
  const result = safeParse(schema, raw, { reportInput: true });
  const errors: FieldErrors = result.success ? {} : fieldErrors(result.error.issues);
  const values = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  for (const problem of dateProblems(fields, values, today)) {
    if (problem.rule === 'past') (errors[problem.field] ??= []).push(problemText(problem, wording));
  }
  if (!result.success || Object.keys(errors).length) throw new HttpError(400, 'request.invalid', errors);
  return result.data;
}
