import { safeParse } from 'zod/v4/core';
import type { Operation } from '../../src/contract/operation.ts';
import { AGENCY_NOT_FOUND } from '../../src/contract/operations/define.ts';
import type { FilledSample } from '../../src/contract/sample.ts';
import { templateParams } from './call-url.ts';
import { faultedPaths } from './issues.ts';

/*
 * The deliberate errors the checker provokes: derived from the registry's own facts (auth, body
 * schema, documented 404), so a call added to the registry is provoked without a list to keep.
 * Each one is an answer any backend that follows the contract must give, and none of them can
 * change state on such a backend: a write is provoked only with no or a bad token, or with a body
 * its schema refuses.
 */

/** A path parameter value no agency has. */
export const UNKNOWN_VALUE = 'contract-check-does-not-exist';
/** A bearer token no API issued. */
export const BAD_TOKEN = 'contract-check-not-a-token';

export interface Provocation {
  /** Short name for the report's list of checks, e.g. `no-token` (the report adds the status). */
  name: string;
  /** What was done, as the prefix of its problems, e.g. `without token`. */
  what: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  optionalAuth?: boolean;
  /** A stranger's Origin in place of the tenant's. */
  origin?: string;
  /** The status the contract requires. */
  status: number;
  /**
   * Documented statuses that may come first: a caller the agency refuses (403: sign-up hidden, a
   * customer at an agent's call) is refused before its body is read or its lookup made.
   */
  orElse?: number[];
  /** For a 400: `errors` must name at least one of these fields. */
  fields?: string[];
  /** The answer must grant the tenant origin (not when the Origin is a stranger's). */
  granted: boolean;
}

export interface ProvocationContext {
  token?: string;
  write: boolean;
  /** The operation's sample as sent (placeholders and `from` filled); absent when it has none. */
  sample?: FilledSample;
  /** Set on the one call chosen to prove that an Origin naming no agency is refused (SPEC §8 "Agency not found"). */
  unknownAgencyOrigin?: string;
}

const hasBody = (op: Operation) => op.method !== 'GET' && op.body !== undefined;

/** Every path parameter given a value no agency has. */
const standIns = (op: Operation) => Object.fromEntries(templateParams(op.path).map((name) => [name, UNKNOWN_VALUE]));

/** The sample's path parameters, stand-ins for those it lacks (for answers that come before any lookup). */
const paramsOf = (op: Operation, context: ProvocationContext) => ({ ...standIns(op), ...context.sample?.params });

/** Whether the sample names every path parameter, so a lookup cannot answer before the checked rule. */
const sampleHasParams = (op: Operation, context: ProvocationContext) =>
  templateParams(op.path).every((name) => context.sample?.params?.[name] !== undefined);

/** The token this provocation may carry, or undefined when it must go without one. */
function credentialFor(op: Operation, context: ProvocationContext): { token?: string; optionalAuth?: boolean } | undefined {
  const mayWrite = !op.writes || context.write;
  if (op.auth === 'token') return context.token && mayWrite ? { token: context.token } : undefined;
  if (op.auth === 'optional') return context.token && mayWrite ? { token: context.token } : { optionalAuth: true };
  return {};
}

export function provocationsFor(op: Operation, context: ProvocationContext): Provocation[] {
  const provocations: Provocation[] = [];
  const params = paramsOf(op, context);
  const query = context.sample?.query;

  // operation.ts: a `token` call answers 401 without a bearer token, and SPEC §4 logs the visitor
  // out on it, so an expired or foreign token must get the same answer.
  if (op.auth === 'token') {
    // A write gets a body its schema refuses and path parameters naming nothing: should the API
    // skip the auth check, it still has nothing to write.
    const body = hasBody(op) ? (op.writes ? {} : (context.sample?.body ?? {})) : undefined;
    const at = op.writes ? standIns(op) : params;
    provocations.push({ name: 'no-token', what: 'without token', params: at, query, body, status: 401, granted: true });
    provocations.push({ name: 'bad-token', what: 'with an unknown token', params: at, query, body, token: BAD_TOKEN, status: 401, granted: true });
  }

  // A body its schema refuses as `{}` must be answered 400 naming the fields (error-envelope.ts).
  const required = hasBody(op) ? faultedPaths(op.body!, {}) : [];
  const credential = credentialFor(op, context);
  const orElse = op.answers[403] ? [403] : undefined;
  if (required.length && credential && sampleHasParams(op, context)) {
    provocations.push({ name: '{}', what: 'with body {}', params, query, body: {}, ...credential, status: 400, orElse, fields: required, granted: true });
  }

  // Likewise a read's query its schema refuses when empty (a search without its criteria).
  const requiredQuery = op.method === 'GET' && op.query ? faultedPaths(op.query, {}) : [];
  if (requiredQuery.length && credential && sampleHasParams(op, context)) {
    provocations.push({ name: 'no-query', what: 'without its query', params, query: {}, ...credential, status: 400, orElse, fields: requiredQuery, granted: true });
  }

  // A read whose 404 is its own (a lookup, not only the Origin's agency): the last path parameter
  // that may hold any value is given one no agency has (GET /api/offers/{service}/{id}, id unknown).
  const lookup = op.answers[404] && op.answers[404].description !== AGENCY_NOT_FOUND;
  if (op.method === 'GET' && lookup && credential && sampleHasParams(op, context)) {
    const names = templateParams(op.path).reverse();
    const name = names.find((candidate) => !op.params || safeParse(op.params, { ...params, [candidate]: UNKNOWN_VALUE }).success);
    if (name) {
      provocations.push({ name: `unknown-{${name}}`, what: `with {${name}} unknown`, params: { ...params, [name]: UNKNOWN_VALUE }, query, ...credential, status: 404, orElse, granted: true });
    }
  }

  if (context.unknownAgencyOrigin) {
    provocations.push({ name: 'unknown-agency', what: 'with an Origin naming no agency', params, query, origin: context.unknownAgencyOrigin, status: 404, granted: false });
  }
  return provocations;
}
