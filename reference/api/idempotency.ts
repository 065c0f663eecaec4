import { createHash } from 'node:crypto';
import { absoluteMedia, mediaBase } from './absolute-media.ts';
import { errorReply } from './http.ts';
import { languageOf, messageFor } from './messages.ts';
import { HttpError, type Context, type Reply } from './router.ts';

/*
 * One charge per checkout (docs/reference-api.md "Idempotency keys"). SPEC §7 lists no booking or
 * payment call, so this is ours, as payment APIs do it (Stripe's Idempotency-Key; the IETF
 * httpapi draft "The Idempotency-Key HTTP Header Field"): a call that books or charges
 * (POST /api/bookings, POST /api/payments/{id}/confirm, PUT /resort-service/itineraries) may carry
 * an `Idempotency-Key` header, and then
 *
 * - the same key, from the same user, for the same request (method, path and JSON body) answers
 *   the first answer again, status and body byte for byte, with `Idempotent-Replayed: true`, and
 *   charges or stores nothing: a double click, a network retry, a refresh or Back and Pay again end
 *   with one booking;
 * - the same key for another request is 422 (the draft's status for a key reused with another
 *   payload; Stripe answers 400 `idempotency_error`): the request is well formed, it just may not
 *   ride on that key, and 422 keeps it apart from a form's field errors (400) and from the 409 below;
 * - the same key while its first request is still being answered is 409 with `Retry-After: 1` (the
 *   draft's and Stripe's answer) rather than a wait: the first request may be held up at the
 *   gateway for long, a waiting connection ties up the server and the client's timeout, and a
 *   retry a second later gets the stored answer;
 * - a key that is not 1–255 visible ASCII characters is 400 naming `Idempotency-Key`.
 *
 * What is kept is the answer of a request that was carried out: a success, a decline (402), a
 * refusal of the business (404, 409). A 400 (nothing was done: the page corrects the field and
 * sends again), a 401 (no user to keep it for) and a server failure (5xx: the retry should run)
 * are not kept. Keys are per user: another user's same key is another key. A call without a key
 * behaves as before. Answers are kept in <dataDir>/idempotency.json (atomic writes, json-file.ts)
 * for 24 hours, so a restart keeps them; older ones are swept when the file is read or written.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** 1 to 255 visible ASCII characters (a UUID, as the checkout sends, is 36). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** JSON with the keys of every object sorted: the same body however its fields are ordered. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What a key promises to repeat: the method, the path (a payment's id) and the body. */
const fingerprintOf = (method: string, path: string, body: unknown) => createHash('sha256').update(`${method} ${path}\n${canonical(body)}`).digest('hex');

/** 400 (the page fixes a field and sends again), 401 (no user) and 5xx (the retry should run) are not kept. */
const keeps = (status: number) => status !== 400 && status !== 401 && status < 500;

/** The request's key; undefined without one, 400 naming the header for a malformed one. */
export function idempotencyKeyOf(ctx: Context): string | undefined {
  const header = ctx.req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  // Node joins repeated headers with ", ": a space is not a visible character, so two keys are refused too.
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) throw new HttpError(400, 'request.invalid', { [IDEMPOTENCY_HEADER]: [{ id: 'idempotency.key' }] });
  return header;
}

/**
 * `handle` answering each key once for its user (`scopeOf`: `<agency>/<user id>`, undefined for
 * no user, whose call goes straight to `handle`, which answers it 401 or as a call without a key).
 */
export function idempotent<C extends Context>(scopeOf: (ctx: C) => string | undefined, handle: (ctx: C) => Reply | Promise<Reply>) {
  return async (ctx: C): Promise<Reply> => {
    const key = idempotencyKeyOf(ctx);
    const scope = key === undefined ? undefined : scopeOf(ctx);
    if (key === undefined || scope === undefined) return handle(ctx);
    const store = ctx.store.idempotency;
    const fingerprint = fingerprintOf(ctx.req.method ?? 'POST', ctx.url.pathname, await ctx.body());
    // From here to start() nothing awaits: of two requests with one key, one runs and one waits its turn.
    const first = store.find(scope, key);
    if (first) {
      if (first.fingerprint !== fingerprint) throw new HttpError(422, 'idempotency.reused');
      return { status: first.status, body: first.body, headers: { 'Idempotent-Replayed': 'true' } };
    }
    const running = store.running(scope, key);
    if (running !== undefined) {
      if (running !== fingerprint) throw new HttpError(422, 'idempotency.reused');
      return { status: 409, body: { message: messageFor(ctx.req, 'idempotency.inProgress') }, headers: { 'Retry-After': '1' } };
    }
    store.start(scope, key, fingerprint);
    try {
      let reply: Reply;
      try {
        reply = await handle(ctx);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        reply = errorReply(error, languageOf(ctx.req));
      }
      const status = reply.status ?? 200;
      if (!keeps(status)) return reply;
      // The body as it is sent (media paths absolute on the host the caller used, http.ts send), so
      // that a replay, even after a restart, is the first answer byte for byte.
      const base = mediaBase(ctx.req, '');
      const body = reply.body === undefined ? undefined : (JSON.parse(JSON.stringify(base === 'http://' ? reply.body : absoluteMedia(reply.body, base))) as unknown);
      await store.keep({ scope, key, fingerprint, status, body });
      return { ...reply, body };
    } finally {
      store.finish(scope, key);
    }
  };
}
