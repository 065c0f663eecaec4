import type { IncomingMessage } from 'node:http';

/** A Host header we are willing to print into URLs: host name or IP, optional port. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Base URL for media links: the host the caller used, so links work whatever the port
 * (SPEC-independent; the brief asks for absolute URLs). A missing or odd Host falls back.
 */
export function mediaBase(req: IncomingMessage, fallbackHost: string): string {
  const host = req.headers.host;
  return `http://${host && SAFE_HOST.test(host) ? host : fallbackHost}`;
}

/**
 * The paths of this API that answers name: media, and the demo identity provider's sign-in page
 * (an SSO agency's returnUrl, routes/idp.ts).
 */
const OWN_PATHS = ['/media/', '/idp/'];

/** Replaces every `/media/...` or `/idp/...` string in an answer with an absolute URL on `base`. */
export function absoluteMedia<T>(value: T, base: string): T {
  if (typeof value === 'string') return (OWN_PATHS.some((path) => value.startsWith(path)) ? base + value : value) as T;
  if (Array.isArray(value)) return value.map((item) => absoluteMedia(item, base)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = absoluteMedia(item, base);
    return out as T;
  }
  return value;
}
