import type { IncomingHttpHeaders } from 'node:http';

/**
 * Conditions Netlify evaluates at its edge. Language reads Accept-Language; Language and Country
 * honour Netlify's `nf_lang`/`nf_country` override cookies (there is no geolocation here); Cookie
 * matches on a cookie's presence. Role needs Netlify Identity, so such a rule never matches locally.
 */
export function conditionsMatch(
  conditions: readonly [name: string, values: string[]][],
  headers: IncomingHttpHeaders,
): boolean {
  if (conditions.length === 0) return true;
  const cookies = parseCookies(headers.cookie);
  return conditions.every(([name, values]) => {
    switch (name) {
      case 'language': {
        const override = cookies.get('nf_lang');
        const tags = override ? [override.toLowerCase()] : acceptedLanguages(headers['accept-language']);
        return values.some((value) => {
          const wanted = value.toLowerCase();
          return tags.some((tag) => tag === wanted || tag.startsWith(`${wanted}-`));
        });
      }
      case 'country': {
        const country = cookies.get('nf_country')?.toLowerCase();
        return country !== undefined && values.some((value) => value.toLowerCase() === country);
      }
      case 'cookie':
        return values.some((value) => cookies.has(value));
      default:
        return false;
    }
  });
}

function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '')
    .filter((tag) => tag !== '' && tag !== '*');
}

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=');
    if (index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
  }
  return cookies;
}
