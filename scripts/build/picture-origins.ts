import type { SiteData } from '../../src/site/site-data.ts';

/** Absolute http(s) picture URLs in sanitised agency HTML (src/build/sanitize.ts writes double quotes). */
const IMG_URLS = /<(?:img|source)\b[^>]*?\s(?:src|srcset)="([^"]*)"/gi;

function urlsInHtml(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(IMG_URLS)].flatMap(([, value]) =>
    // A srcset lists "url width, url width"; a src is one URL.
    (value ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  );
}

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined; // relative: the site's own ('self')
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins of the pictures the agency's own data puts on the pages (SPEC §3): logo, mobile
 * logo, favicon, the About Us image, and pictures inside its HTML (About Us, FAQ answers, legal
 * pages, profile). Sorted, each once.
 */
export function agencyPictureOrigins(site: SiteData): string[] {
  if (site.kind !== 'agency') return [];
  const { agency, aboutUs, faq } = site;
  const urls = [
    agency.logo,
    agency.logoMobile,
    agency.favicon,
    aboutUs?.image,
    ...[agency.privacyPolicy, agency.cookiesPolicy, agency.disclaimer, agency.userTermsAndConditions, agency.profileInformation, aboutUs?.content]
      .flatMap(urlsInHtml),
    ...(faq?.questions ?? []).flatMap((question) => urlsInHtml(question.answer)),
  ];
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== undefined))].sort();
}
