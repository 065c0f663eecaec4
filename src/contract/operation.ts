import type { $ZodType } from 'zod/v4/core';

/**
 * One call of the agency API as the storefront and the reference apps expect it: the single source
 * of the OpenAPI document (`npm run contract:write`) and of the live checker (`npm run contract`).
 * The schemas are the very zod schemas the storefront parses answers with (src/api), so the
 * document cannot drift from the client.
 */
export interface Operation {
  /** OpenAPI operationId: camelCase, unique. */
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  /** OpenAPI path template on the API's origin, e.g. `/api/offers/{service}`. */
  path: string;
  /** The backend that answers it (SPEC §7: main API, hotel, flight and resort service clients). */
  service: 'main' | 'hotel' | 'flight' | 'resort';
  summary: string;
  /** Tag for the reference page's grouping. */
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
   * A request the live checker may send to prove the read (`npm run contract`): path parameters and
   * query values known to exist on any agency. Absent for a call the checker cannot make safely.
   */
  sample?: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
  /** True for a call that changes state: the checker sends it only with `--write`. */
  writes?: boolean;
}
