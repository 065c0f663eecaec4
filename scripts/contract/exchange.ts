/*
 * One HTTP exchange of the checker: the request a storefront would send (SPEC §7 headers) and what
 * came back, read once as text so a non-JSON answer can be reported as such.
 */

/** SPEC §7: the headers the main API client sends with every call (src/api/client.ts HEADERS). */
export const SPEC_HEADERS = { token: 'Authorization', sessionId: 'x-session-id', language: 'x-language', timeZone: 'x-time-zone' } as const;

/** SPEC §6 optional-auth marker the remote apps send on an optional-auth call when no token exists. */
export const OPTIONAL_AUTH_HEADER = 'x-auth-optional';

export interface Caller {
  /** Origin of the tenant's site: the API names the agency from it (SPEC §7). */
  origin: string;
  sessionId: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface Request {
  method: string;
  url: URL;
  /** Bearer token to send; none when absent. */
  token?: string;
  /** Send SPEC §6 optional-auth marker. */
  optionalAuth?: boolean;
  /** JSON body; absent sends none. */
  body?: unknown;
  /** Replace the caller's Origin (e.g. one that names no agency). */
  origin?: string;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; `undefined` when empty or not JSON (see `notJson`). */
  json: unknown;
  /** Why the body is not JSON, e.g. `text/plain body "Not found"`; absent for JSON or an empty body. */
  notJson?: string;
}

/** The fetch failed: no HTTP answer at all (refused, reset, timed out). */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/** The headers the storefront sends with a call (src/api/client.ts), plus the tenant's Origin a browser adds. */
export function requestHeaders(caller: Caller, request: Request): Headers {
  const headers = new Headers({ Accept: 'application/json', Origin: request.origin ?? caller.origin });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (request.token) headers.set(SPEC_HEADERS.token, `Bearer ${request.token}`);
  else if (request.optionalAuth) headers.set(OPTIONAL_AUTH_HEADER, 'true');
  headers.set(SPEC_HEADERS.sessionId, caller.sessionId);
  headers.set(SPEC_HEADERS.language, 'en');
  headers.set(SPEC_HEADERS.timeZone, 'UTC');
  return headers;
}

/**
 * The names a browser puts in Access-Control-Request-Headers for these headers: every one that is
 * not CORS-safelisted (Accept is; Content-Type application/json and the SPEC §7 headers are not).
 */
export function preflightHeaderNames(headers: Headers): string[] {
  const safelisted = new Set(['accept', 'accept-language', 'content-language', 'origin']);
  return [...headers.keys()].filter((name) => !safelisted.has(name)).sort();
}

export async function exchange(caller: Caller, request: Request, headers = requestHeaders(caller, request)): Promise<Answer> {
  let response: Response;
  try {
    response = await caller.fetch(request.url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(caller.timeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    throw new NoAnswerError(describeFetchFailure(error));
  }
  const text = await response.text().catch(() => '');
  const answer: Answer = { status: response.status, headers: response.headers, text, json: undefined };
  if (!text.trim()) return answer;
  try {
    answer.json = JSON.parse(text);
  } catch {
    const type = response.headers.get('content-type')?.split(';')[0] || 'untyped';
    answer.notJson = `${type} body ${JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)}`;
  }
  return answer;
}

/** `fetch failed (ECONNREFUSED)`: the code of the cause is what tells a person what went wrong. */
export function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'no answer in time';
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message;
  return reason ? `${error.message} (${reason})` : error.message;
}
