import type { IncomingMessage } from 'node:http';
import { safeParse, type $ZodIssue, type $ZodType, type output } from 'zod/v4/core';
// zod's English messages for checks without one, as classic zod's; a 400 says them in the request's language (messages.ts).
import '../../src/contract/schemas/storefront.ts';
import type { AgencyRecord } from '../demo/types.ts';
import type { Store } from './store.ts';
import { HttpError } from './http-error.ts';
import { issueText, type FieldErrors } from './messages.ts';

export { HttpError };
/** The request's language (`x-language`), and a message in it, for a handler that words an answer itself. */
export { languageOf, messageFor } from './messages.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/** What a handler answers: a JSON body, or raw bytes (media). */
export interface Reply {
  status?: number;
  body?: unknown;
  raw?: { type: string; content: string; cacheSeconds: number };
  headers?: Record<string, string>;
}

export interface Context {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  store: Store;
  /** The parsed JSON body; 400 for malformed JSON, undefined when empty. */
  body(): Promise<unknown>;
}

/** A call scoped to the agency the request's Origin names (SPEC §7). */
export interface AgencyContext extends Context {
  agency: AgencyRecord;
}

export interface Route {
  method: Method;
  path: string;
  /** `agency`: resolve the agency from Origin first, 404 'Agency not found' without one. */
  scope: 'agency' | 'open';
  handle(ctx: Context & { agency?: AgencyRecord }): Reply | Promise<Reply>;
}

export const agencyRoute = (method: Method, path: string, handle: (ctx: AgencyContext) => Reply | Promise<Reply>): Route => ({
  method,
  path,
  scope: 'agency',
  handle: handle as Route['handle'],
});

/** Not scoped to an agency; `ctx.agency` is the one the Origin names, when it names one. */
export const openRoute = (method: Method, path: string, handle: (ctx: Context & { agency?: AgencyRecord }) => Reply | Promise<Reply>): Route => ({
  method,
  path,
  scope: 'open',
  handle,
});

export const ok = (body: unknown, status = 200): Reply => ({ status, body });

/**
 * zod issues as `{ "field.path": [message, …] }`, said in the request's language when answered
 * (messages.ts); zod's generic "expected X, received undefined" reads 'Required'.
 */
export function fieldErrors(issues: readonly $ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.length ? issue.path.map(String).join('.') : '(root)';
    const generic = issue.code === 'invalid_type' && issue.input === undefined && issue.message.startsWith('Invalid input');
    (errors[path] ??= []).push(generic ? { id: 'field.required' } : issueText(issue));
  }
  return errors;
}

/** Validates input at the edge: 400 `{ message: 'Invalid request', errors }` when it does not fit. Classic or mini schemas. */
export function validate<T extends $ZodType>(schema: T, value: unknown): output<T> {
  const result = safeParse(schema, value, { reportInput: true });
  if (!result.success) throw new HttpError(400, 'request.invalid', fieldErrors(result.error.issues));
  return result.data;
}

/** The query string as a plain object (last value wins), for `validate`. */
export const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

export interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

export function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { ...route, pattern: new RegExp(`^${source}/?$`), names };
}

export type Match = { route: CompiledRoute; params: Record<string, string> } | { allowed: Method[] } | undefined;

/** The route for a method and path; `{ allowed }` when the path exists under other methods (405). */
export function match(routes: readonly CompiledRoute[], method: string, pathname: string): Match {
  const allowed: Method[] = [];
  for (const route of routes) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      try {
        params[name] = decodeURIComponent(found[i + 1]!);
      } catch {
        throw new HttpError(400, 'request.invalid', { [name]: [{ id: 'request.percentEncoding' }] });
      }
    });
    return { route, params };
  }
  return allowed.length ? { allowed } : undefined;
}
