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

/** The error answers every call of this shape can give, unless the call words its own. */
function usualErrors(op: Operation): Answers {
  const errors: Answers = {};
  if (op.params || op.query || op.body) errors[400] = { description: 'The request does not fit: `errors` names each field at fault with its messages.' };
  if (op.auth === 'token') errors[401] = { description: 'No valid bearer token; the storefront logs the visitor out (SPEC §4, §8).' };
  if (op.service === 'main') errors[404] = { description: AGENCY_NOT_FOUND };
  return errors;
}

/** The operation with the usual errors added; its own answers win. */
export const define = (op: Operation): Operation => ({ ...op, answers: { ...usualErrors(op), ...op.answers } });

/** 403 of an agent-area call: the read flag of its page in the agent's navigation (SPEC §2.11, §6). */
export const noReadFlag = (page: string) => ({
  description: `The user may not read ${page}: a customer, or an agent whose navigation item for it is greyed (SPEC §2.11, §6).`,
});

/** A 404 of a call that looks something up, worded with the agency's own 404. */
export const notFound = (what: string) => ({ description: `${what}; or ${AGENCY_NOT_FOUND.charAt(0).toLowerCase()}${AGENCY_NOT_FOUND.slice(1)}` });
