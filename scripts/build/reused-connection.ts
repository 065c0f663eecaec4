/**
 * The build's fetch. An HTTP server may close a kept-alive connection just as the client sends
 * the next request on it (Node's server closes idle ones after 5 s, and a busy build machine
 * can hold a request back past that): the request then fails with a socket error although the
 * API is up. A GET asks for nothing to change, so it is sent once more, on a new connection.
 * Any other failure, a second one, and every other method are answered as they are.
 */
export function retryReusedConnection(inner: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return async (input, init) => {
    try {
      return await inner(input, init);
    } catch (error) {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET' || init?.signal?.aborted || !closedUnderfoot(error)) throw error;
      return inner(input, init);
    }
  };
}

/** undici's codes for a connection the other side closed or reset. */
const CLOSED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

function closedUnderfoot(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' && CLOSED.has(cause.code);
}
