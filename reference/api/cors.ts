import type { IncomingMessage } from 'node:http';
import type { AgencyRecord } from '../demo/types.ts';
import type { Store } from './store.ts';
import { agencyOfLabel, PREVIEW_SUFFIX } from '../../src/contract/sites.ts';

/**
 * The request headers the main API client sends (src/api/client.ts HEADERS) plus Content-Type, the
 * remote apps' SPEC §6 optional-auth marker (remotes/kit.js OPTIONAL_AUTH_HEADER), and the
 * checkout's Idempotency-Key (idempotency.ts: one charge per checkout).
 */
const ALLOWED_HEADERS = 'Authorization, Content-Type, x-session-id, x-language, x-time-zone, x-auth-optional, Idempotency-Key';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, OPTIONS';

/**
 * SPEC §7: the agency is the first host label of the Origin, as production sees a browser on
 * the agency's site (`http://sunny.localhost:4321` → sunny). A tenant's preview host
 * (`http://sunny--preview.localhost:4321`, scripts/preview.ts) names the same agency.
 */
export function agencyFromOrigin(req: IncomingMessage, store: Store): AgencyRecord | undefined {
  const origin = req.headers.origin;
  if (!origin) return undefined;
  try {
    const subdomain = agencyOfLabel(new URL(origin).hostname.split('.')[0] ?? '');
    return subdomain ? store.agency(subdomain) : undefined;
  } catch {
    return undefined;
  }
}

/** Deployed tenant origins the reference API also trusts, comma-separated (local ones need none). */
const EXTRA_ORIGINS = new Set((process.env.REFERENCE_API_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean));

/**
 * A tenant's own origin: `<subdomain>.localhost` or its preview `<subdomain>--preview.localhost`
 * on any port (every local and test site, and their previews), or one
 * listed in REFERENCE_API_ORIGINS. A look-alike such as `sunny.evil.example` names the agency but
 * gets no CORS grant, so no other site can read answers with a visitor's credentials.
 */
export function isTenantOrigin(origin: string, agency: AgencyRecord): boolean {
  try {
    const url = new URL(origin);
    const local = [`${agency.subdomain}.localhost`, `${agency.subdomain}${PREVIEW_SUFFIX}.localhost`];
    return local.includes(url.hostname) || EXTRA_ORIGINS.has(url.origin);
  } catch {
    return false;
  }
}

/** CORS headers for a tenant's origin; strangers get none (the browser then refuses the answer). */
export function corsHeaders(req: IncomingMessage, agency: AgencyRecord | undefined): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' };
  const origin = req.headers.origin;
  if (!agency || !origin || !isTenantOrigin(origin, agency)) return headers;
  headers['Access-Control-Allow-Origin'] = origin;
  headers['Access-Control-Allow-Credentials'] = 'true';
  if (req.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = ALLOWED_METHODS;
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '600';
  }
  return headers;
}
