/*
 * SPEC §2.4, §4: the one gate for every URL that may steer the browser — the
 * `redirect` and `navigateTo` query parameters, the stored checkout URL and the SSO target.
 * Runs in the browser: no node imports, no zod.
 *
 * Two checks, both needed: the URL constructor says where the candidate goes, and the raw text
 * is refused wherever a browser, a server or a later decode could read it differently from the
 * parser (stripped controls, backslashes, encoded slashes, dot segments, a mapped host name).
 */

/** Long enough for any real deep link; longer candidates are refused outright. */
const MAX_LENGTH = 2048;

/**
 * Characters that browsers drop while parsing (C0 controls, tab, CR, LF), invisible format and
 * line-separator characters, the backslash (read as '/' in http URLs) and the Unicode slash
 * look-alikes that NFKC or a lenient server turns into '/' or '\'.
 */
const UNSAFE_CHARACTER =
  /[\x00-\x1f\x7f-\x9f\\\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;
const EDGE_WHITESPACE = /^\s|\s$/;

/** `http(s)://authority…`: the authority as typed, and the rest. */
const ABSOLUTE = /^https?:\/\/([^/?#]*)(.*)$/is;
/** In the path: an encoded slash, backslash or percent (double encoding), or an encoded control. */
const ENCODED_SEPARATOR = /%(?:2f|5c|25|[01][0-9a-f]|7f)/i;
/** In the path: '.' or '..' segments, plain or percent-encoded, which the parser resolves away. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * The path, query and hash `candidate` points to on `origin`, or `fallback`. Allowed: a path
 * starting with a single '/', or an absolute http(s) URL of exactly this origin (returned in
 * path form). Everything else — other origins, protocol-relative and scheme-only forms,
 * `javascript:` and `data:` in any spelling, user-info, look-alike hosts — gives `fallback`.
 */
export function safeRedirectTarget(candidate: string | null | undefined, origin: string, fallback: string): string {
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_LENGTH) return fallback;
  if (UNSAFE_CHARACTER.test(candidate) || EDGE_WHITESPACE.test(candidate)) return fallback;

  const absolute = ABSOLUTE.exec(candidate);
  let rest: string;
  if (absolute) rest = absolute[2]!;
  else if (candidate.startsWith('/') && !candidate.startsWith('//')) rest = candidate;
  else return fallback;

  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(candidate, site);
  } catch {
    return fallback;
  }
  if (url.origin !== site.origin || url.username !== '' || url.password !== '') return fallback;
  // The host as typed must be the host as parsed: no percent-encoded, full-width or
  // ideographic-dot spelling that IDNA maps onto this site.
  if (absolute && absolute[1]!.toLowerCase() !== url.host) return fallback;

  const path = rest.replace(/[?#][^]*$/, '');
  if (ENCODED_SEPARATOR.test(path) || DOT_SEGMENT.test(path)) return fallback;

  const target = url.pathname + url.search + url.hash;
  // '//' would leave the site when the browser reads the result as a relative URL.
  return target.startsWith('/') && !target.startsWith('//') ? target : fallback;
}
