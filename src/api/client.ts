import type { $ZodType, output } from 'zod/v4/core';
import { parseOrThrow } from '../tenant/format-error.ts';
import { errorBody } from './envelopes.ts';
import { ApiError, GENERIC_FAILURE } from './errors.ts';
import { visitorTimeZone } from './time-zone.ts';

/** SPEC §7: the headers every main-API call carries. Names listed in docs/reference-api.md. */
export const HEADERS = {
  token: 'Authorization',
  sessionId: 'x-session-id',
  language: 'x-language',
  timeZone: 'x-time-zone',
} as const;

export interface ApiClientOptions {
  baseUrl: string;
  /** Set by the build, which must say which agency it asks for; a browser sends Origin itself. */
  origin?: string;
  token?: () => string | undefined;
  sessionId?: () => string | undefined;
  language?: () => string | undefined;
  timeZone?: () => string | undefined;
  /** SPEC §4: a 401 sends the user to the logout path. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
  /** Abort a call that has not answered after this long. */
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch keepalive), e.g. a release sent while the tab closes. */
  keepalive?: boolean;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one place that talks HTTP to an agency API: headers, 401, errors and answer validation. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');

  function headersFor(hasBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/json' });
    if (hasBody) headers.set('Content-Type', 'application/json');
    if (options.origin) headers.set('Origin', options.origin);
    const token = options.token?.();
    if (token) headers.set(HEADERS.token, `Bearer ${token}`);
    const sessionId = options.sessionId?.();
    if (sessionId) headers.set(HEADERS.sessionId, sessionId);
    const language = options.language?.();
    if (language) headers.set(HEADERS.language, language);
    const timeZone = options.timeZone?.() ?? visitorTimeZone();
    if (timeZone) headers.set(HEADERS.timeZone, timeZone);
    return headers;
  }

  /** `schema` may be a classic `zod` or a `zod/mini` schema: both share zod's core. */
  async function request<T extends $ZodType>(
    method: string,
    path: string,
    schema: T,
    init: RequestOptions = {},
  ): Promise<output<T>> {
    const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const where = `${method} ${url.pathname}`;
    const signals = [init.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
      (signal): signal is AbortSignal => !!signal,
    );
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: headersFor(init.body !== undefined),
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: signals.length ? AbortSignal.any(signals) : undefined,
        ...(init.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError(GENERIC_FAILURE, undefined, where, describeCause(cause));
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (response.status === 401) options.onUnauthorized?.();
    if (!response.ok) {
      const body = errorBody.safeParse(payload);
      const serverMessage = body.success ? (body.data.message ?? body.data.error) : undefined;
      throw new ApiError(serverMessage || GENERIC_FAILURE, response.status, where, payload);
    }
    return parseOrThrow(schema, payload, `answer of ${where}`);
  }

  return {
    baseUrl: base,
    request,
    get: <T extends $ZodType>(path: string, schema: T, init?: Omit<RequestOptions, 'body'>) =>
      request('GET', path, schema, init),
    post: <T extends $ZodType>(path: string, body: unknown, schema: T, init?: Omit<RequestOptions, 'body'>) =>
      request('POST', path, schema, { ...init, body }),
    put: <T extends $ZodType>(path: string, body: unknown, schema: T, init?: Omit<RequestOptions, 'body'>) =>
      request('PUT', path, schema, { ...init, body }),
  };
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = (cause as Error & { cause?: { code?: string; message?: string } }).cause;
    const reason = inner?.code ?? inner?.message;
    return reason ? `${cause.message} (${reason})` : cause.message;
  }
  return String(cause);
}
