import { vi } from 'vitest';
import { createApiClient } from '../api/client.ts';

/*
 * A resort service for the resort stores' unit tests: each call is answered by `answer`, which may
 * wait; `asked` lists the calls with their abort signals.
 */

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  signal: AbortSignal | undefined;
  keepalive: boolean | undefined;
}

export type Answer = (call: Call) => Promise<Response> | Response;

export function fakeResortApi(answer: Answer) {
  const asked: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(String(url)),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init?.signal ?? undefined,
      keepalive: init?.keepalive,
    };
    asked.push(call);
    const response = answer(call);
    if (!call.signal) return response;
    const signal = call.signal;
    // Like the browser: an aborted call rejects with the signal's reason.
    return Promise.race([
      response,
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
    ]);
  });
  return { api: createApiClient({ baseUrl: 'http://resort.test', fetch }), asked };
}

/** A promise and its resolve, to decide when an answer arrives. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
