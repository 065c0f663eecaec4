/*
 * Known open-redirect payloads by family, shared by the unit test of
 * safe-redirect.ts and the browser test that feeds them to every redirect the SPEC allows.
 * Each must fall back home. Placeholders name the site under test:
 *   {scheme}         its scheme (http or https); {otherScheme} the other one
 *   {host}           its host with port (sunny.localhost:4321); {hostname} without port
 *   {lookalike}      the host with one Latin letter swapped for a Cyrillic homoglyph (another host)
 *   {fullwidth}      the host in full-width letters, which IDNA maps back onto the site
 *   {ideographic}    the host with ideographic full stops, which IDNA maps to '.'
 *   {percentEncoded} the host with its first letter percent-encoded, which the parser decodes
 */

export const OPEN_REDIRECT_FAMILIES = {
  'protocol-relative': [
    '//evil.example',
    '//evil.example/booknow/hotels',
    '///evil.example',
    '////evil.example',
    '//evil.example:443',
    '//{host}@evil.example',
  ],
  backslash: ['/\\evil.example', '\\\\evil.example', '\\/evil.example', '/\\/evil.example', '\\evil.example', '/booknow\\..\\..\\\\evil.example'],
  'scheme without slashes': ['https:evil.example', 'http:evil.example', 'https:/evil.example', 'https:\\\\evil.example', 'HTTPS:evil.example'],
  'another origin': [
    'http://evil.example',
    'https://evil.example/booknow/hotels',
    'HTTPS://EVIL.EXAMPLE',
    'https://{host}.evil.example/',
    'https://evil.example/{host}',
    'http://{hostname}:1/',
    '{otherScheme}://{host}/',
    'ftp://evil.example',
  ],
  'javascript:': [
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\x00javascript:alert(1)',
    '\x01javascript:alert(1)',
    '\x1fjavascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'javascript\t:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;vascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    'javascript://%0aalert(1)',
    'javascript://{host}/%0aalert(1)',
    'vbscript:msgbox(1)',
  ],
  'data: and other schemes': [
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,hello',
    ' data:text/html,hello',
    'blob:https://evil.example/0',
    'file:///etc/passwd',
  ],
  'percent-encoded slash or backslash': [
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%5c%5cevil.example',
    '%5C%5Cevil.example',
  ],
  'double-encoded slash or backslash': ['/%252F%252Fevil.example', '/%255Cevil.example', '%252F%252Fevil.example', '/%25252F%25252Fevil.example'],
  'whitespace and controls': [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' //evil.example',
    '\t//evil.example',
    '/%09/evil.example',
    '/%0D%0A/evil.example',
    '/\u2028/evil.example',
  ],
  'user-info': [
    'https://{host}@evil.example',
    'https://{host}%40evil.example',
    'https://{host}:@evil.example',
    'https://evil.example#@{host}',
    'https://evil.example?@{host}',
    'https://user:pass@{host}/',
    '{otherScheme}://{host}\\@evil.example',
  ],
  'IDN look-alike': [
    '{scheme}://{lookalike}/',
    '{otherScheme}://{lookalike}/',
    '//{lookalike}/',
    '{scheme}://{fullwidth}/',
    '{scheme}://{fullwidth}/booknow/hotels',
    '{scheme}://{ideographic}/',
    '{scheme}://{percentEncoded}/',
  ],
  'dot segments': ['/.//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/%2E//evil.example', '/booknow/../..//evil.example'],
  'slash look-alikes': ['/\uff0fevil.example', '\uff0f\uff0fevil.example', '/\uff3cevil.example', '/\u2215\u2215evil.example'],
  'not a path': ['', '   ', 'evil.example', './/evil.example', '..//evil.example', '?redirect=//evil.example', '#//evil.example'],
} as const satisfies Record<string, readonly string[]>;

export type OpenRedirectFamily = keyof typeof OPEN_REDIRECT_FAMILIES;

export interface OpenRedirectPayload {
  family: OpenRedirectFamily;
  payload: string;
}

const HOMOGLYPHS: Record<string, string> = { a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', s: 'ѕ', x: 'х', y: 'у' };

/** The host name with its first homoglyph-able letter swapped: another host that reads the same. */
function lookalike(hostname: string): string {
  const letters = [...hostname];
  const at = letters.findIndex((letter) => letter in HOMOGLYPHS);
  if (at < 0) return `${hostname}\u0456`;
  letters[at] = HOMOGLYPHS[letters[at]!]!;
  return letters.join('');
}

/** ASCII letters and digits as their full-width forms (U+FF10…, U+FF41…). */
const fullWidth = (text: string) =>
  text.replace(/[a-z0-9]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));

/** Every payload with the placeholders filled in for the site at `origin`. */
export function openRedirectPayloads(origin: string): OpenRedirectPayload[] {
  const site = new URL(origin);
  const port = site.port ? `:${site.port}` : '';
  const values: Record<string, string> = {
    host: site.host,
    hostname: site.hostname,
    scheme: site.protocol.slice(0, -1),
    otherScheme: site.protocol === 'https:' ? 'http' : 'https',
    lookalike: lookalike(site.hostname) + port,
    fullwidth: fullWidth(site.hostname) + port,
    ideographic: site.hostname.replaceAll('.', '\u3002') + port,
    percentEncoded: `%${site.hostname.charCodeAt(0).toString(16)}${site.hostname.slice(1)}${port}`,
  };
  return (Object.entries(OPEN_REDIRECT_FAMILIES) as [OpenRedirectFamily, readonly string[]][]).flatMap(([family, templates]) =>
    templates.map((template) => ({ family, payload: template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`) })),
  );
}
