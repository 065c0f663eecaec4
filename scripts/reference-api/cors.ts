import type { IncomingMessage } from 'node:http';
import type { AgencyRecord } from './demo/types.ts';
import type { Store } from './store.ts';

/** The request headers the main API client sends (src/api/client.ts HEADERS) plus Content-Type. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, x-session-id, x-language, x-time-zone';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, OPTIONS';

/**
 * SPEC §7: the agency is the first host label of the Origin, as production sees a browser on
 * the agency's site (`http://sunny.localhost:4321` → sunny).
 */
export function agencyFromOrigin(req: IncomingMessage, store: Store): AgencyRecord | undefined {
  const origin = req.headers.origin;
  if (!origin) return undefined;
  try {
    const subdomain = new URL(origin).hostname.split('.')[0];
    return subdomain ? store.agency(subdomain) : undefined;
  } catch {
    return undefined;
  }
}

/** CORS headers for a tenant's origin; strangers get none (the browser then refuses the answer). */
export function corsHeaders(req: IncomingMessage, agency: AgencyRecord | undefined): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  const origin = req.headers.origin;
  if (!agency || !origin) return headers;
  headers['Access-Control-Allow-Origin'] = origin;
  headers['Access-Control-Allow-Credentials'] = 'true';
  if (req.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
