import type { $ZodType } from 'zod/v4/core';

/**
 * One call of the agency API as the storefront and the reference apps expect it: the single source
 * of the OpenAPI document (`npm run contract:write`) and of the live checker (`npm run contract`).
 * The schemas are the very zod schemas the storefront parses answers with (src/api), so the
 * document cannot drift from the client. Every operation is listed in `OPERATIONS`
 * (src/contract/operations/index.ts).
 *
 * Schemas describe the wire: the document is generated from their *input* side (what a parser
 * accepts), for requests and answers alike, because the storefront parses each answer with them.
 */
export interface Operation {
  /** OpenAPI operationId: camelCase, unique. */
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  /**
   * OpenAPI path template on the API's origin, e.g. `/api/offers/hotels/{id}`. The hotel, flight and
   * resort services (SPEC §7) are separate backends: their paths start with the service's default
   * mount on the agency API (`REFERENCE_SERVICE_MOUNTS`, e.g. `/hotel-service/deals`); a tenant's
   * `hotelServiceUrl` (tenants/<id>.json) stands in for `<apiUrl>/hotel-service`.
   */
  path: string;
  /** The backend that answers it (SPEC §7: main API, hotel, flight and resort service clients). */
  service: 'main' | 'hotel' | 'flight' | 'resort';
  summary: string;
  /** Markdown for the reference page, when the summary is not all there is to say. */
  description?: string;
  /** Tag for the reference page's grouping: one of `TAGS` (src/contract/operations/tags.ts). */
  tag: string;
  /** The SPEC section that defines the call, e.g. '§7'; absent for a storefront proposal. */
  spec?: string;
  /**
   * Why the storefront needs a call or a shape that SPEC does not define (written to the document
   * as `x-storefront-proposal`). Required when `spec` is absent or the SPEC leaves the path, body or
   * answer open.
   */
  proposal?: string;
  /**
   * `origin`: the agency is named by the request's Origin, no token needed;
   * `token`: 401 without a bearer token;
   * `optional`: a token is used when present (SPEC §6 optional-auth marker `x-auth-optional`);
   * `none`: neither (the hotel, flight and resort services).
   */
  auth: 'origin' | 'token' | 'optional' | 'none';
  /** Path parameters, query and JSON body, each an object schema. */
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType;
  /** The answers by status; a schema is the JSON body (errors use the error envelope). */
  answers: Record<number, { description: string; schema?: $ZodType }>;
  /**
   * A request the live checker may send to prove the call (`npm run contract`): path parameters and
   * query values known to exist on any agency. Absent for a call the checker cannot make safely.
   *
   * A sample is written once and sent on any day, so its strings may hold placeholders, filled when
   * the checker runs (`fillSample`, src/contract/sample.ts), at any depth of params, query and body:
   *   `{{today}}`        today, YYYY-MM-DD (UTC)
   *   `{{checkIn}}`      30 days from today, YYYY-MM-DD: a stay in the future that every search accepts
   *   `{{checkOut}}`     33 days from today, YYYY-MM-DD: three nights after `{{checkIn}}`
   *   `{{checkInMonth}}` the month of `{{checkIn}}`, YYYY-MM (the cruise search's `month`)
   * e.g. `query: { checkIn: '{{checkIn}}' }` or `body: { pickUpDateTime: '{{checkIn}}T10:00:00' }`.
   *
   * `from` names values that only the agency itself knows (its place ids, an agent's proposal): each
   * key is a dotted location in this sample (`query.destination`, `params.id`, `body.offerId`), each
   * value the operation whose sample answer holds it and the dotted path in that answer
   * (`data.locationSuggestions.0.id`). The literal in the sample is the reference API's own value,
   * used when the source answers nothing there. A source that `writes` is sent only with `--write`.
   */
  sample?: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    from?: Record<string, { operation: string; path: string }>;
  };
  /** True for a call that changes state: the checker sends it only with `--write`. */
  writes?: boolean;
  /**
   * True for a call that books or charges and so takes an `Idempotency-Key` header (a storefront
   * proposal: one charge per checkout). The same key, user and request again answer the first
   * answer and charge nothing; the key with another request is 422; while its first request is
   * still being answered, 409.
   */
  idempotent?: boolean;
}
