import type { $ZodType } from 'zod/v4/core';
import type { Operation } from '../operation.ts';

/*
 * How the registry writes an operation: each file lists its calls with their own answers, and the
 * errors every call of its kind can give (SPEC §8; docs/reference-api.md "Errors") are added here
 * once, so no call forgets its 400, 401 or Origin 404.
 */

type Answers = Operation['answers'];

/** A 2xx answer with its JSON body. */
export const answer = (description: string, schema: $ZodType) => ({ description, schema });

/** The request's Origin names no agency (SPEC §7: the agency is named by the Origin). */
export const AGENCY_NOT_FOUND = "No agency answers to the request's Origin: `Agency not found`.";

/** The usual 400: the request does not fit. */
const BAD_REQUEST = 'The request does not fit: `errors` names each field at fault with its messages.';

/** What the 400 of a call that takes an `Idempotency-Key` adds. */
const BAD_KEY = ' A malformed `Idempotency-Key` (not 1–255 visible ASCII characters) is named as `errors["Idempotency-Key"]`.';

/** The answers of a call that takes an `Idempotency-Key` (openapi.ts IdempotencyKey). */
const KEY_IN_PROGRESS = 'a request with the same `Idempotency-Key` is still being answered: try again after `Retry-After` seconds';
const KEY_REUSED = { description: 'The `Idempotency-Key` was used by this user for another request (another path or body): nothing was done.' };

/**
 * The 400 of a call that takes dates to book (reference/rules/bookable-dates.js): among the fields
 * it names, dates that cannot be booked.
 */
export const unbookableDates = (rules: string) => ({
  description: `${BAD_REQUEST} Dates that cannot be booked are refused at their field (SPEC §5, §9): ${rules}. "Today" is the visitor's, in the request's \`x-time-zone\`; without a zone, the earliest day still current anywhere (UTC−12).`,
});

/** The error answers every call of this shape can give, unless the call words its own. */
function usualErrors(op: Operation): Answers {
  const errors: Answers = {};
  if (op.params || op.query || op.body) errors[400] = { description: BAD_REQUEST };
  if (op.auth === 'token') errors[401] = { description: 'No valid bearer token; the storefront logs the visitor out (SPEC §4, §8).' };
  if (op.service === 'main') errors[404] = { description: AGENCY_NOT_FOUND };
  return errors;
}

/** An idempotent call's own answers with what its key adds: the 400's header, 409 while in flight, 422 for another request. */
function keyAnswers(answers: Answers): Answers {
  const own409 = answers[409]?.description;
  return {
    ...answers,
    400: { description: `${answers[400]?.description ?? BAD_REQUEST}${BAD_KEY}` },
    409: { description: own409 ? `${own409} Or ${KEY_IN_PROGRESS}.` : `${KEY_IN_PROGRESS.charAt(0).toUpperCase()}${KEY_IN_PROGRESS.slice(1)}.` },
    422: KEY_REUSED,
  };
}

/** The operation with the usual errors added; its own answers win. */
export const define = (op: Operation): Operation => {
  const answers = { ...usualErrors(op), ...op.answers };
  return { ...op, answers: op.idempotent ? keyAnswers(answers) : answers };
};

/** 403 of an agent-area call: the read flag of its page in the agent's navigation (SPEC §2.11, §6). */
export const noReadFlag = (page: string) => ({
  description: `The user may not read ${page}: a customer, or an agent whose navigation item for it is greyed (SPEC §2.11, §6).`,
});

/** A 404 of a call that looks something up, worded with the agency's own 404. */
export const notFound = (what: string) => ({ description: `${what}; or ${AGENCY_NOT_FOUND.charAt(0).toLowerCase()}${AGENCY_NOT_FOUND.slice(1)}` });
