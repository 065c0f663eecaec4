/** What the report reads from a published home page: the facts it needs to know, not to check. */
export interface HomeFacts {
  /** The `<html lang>` of dist/<id>/index.html: the tenant's default language. */
  language: string;
  /** The primary colour the page is themed with, #rrggbb; undefined for a site without one (agency not found). */
  primary?: string;
}

const THEME_PRIMARY = /--color-primary:\s*rgb\((\d{1,3}) (\d{1,3}) (\d{1,3})\)/;
const HTML_LANG = /<html\b[^>]*\blang="([a-z]{2,3}(?:-[A-Za-z0-9]+)*)"/;

/** Reads the language and theme colour that src/tenant/theme.ts themeCss() printed into the page. */
export function homeFacts(html: string): HomeFacts {
  const language = HTML_LANG.exec(html)?.[1] ?? 'en';
  const rgb = THEME_PRIMARY.exec(html)?.slice(1).map(Number);
  const primary = rgb?.every((channel) => channel <= 255)
    ? `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
    : undefined;
  return { language, ...(primary ? { primary } : {}) };
}

/** The languages shot: the default one, and Arabic for the right-to-left layout. */
export const shotLanguages = (defaultLanguage: string): string[] => [...new Set([defaultLanguage, 'ar'])];
