/*
 * How the resort pages name a place (SPEC §2.3 Resort): its parts from the most precise to the
 * widest — a resort's region, then its country. A region is often named like its country
 * (Jamaica, Aruba), so a part equal to one before it is left out: a place's name is never repeated.
 * One helper for the deal cards, the suggestions and the reference API's bookings.
 */

/** Parts compared as a visitor reads them: spacing and letter case aside. */
const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The parts of a place, trimmed, empty ones and repeats left out, in their order. */
export function placeParts(parts: readonly (string | undefined)[]): string[] {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.replace(/\s+/g, ' ').trim();
    if (text && !kept.some((earlier) => same(earlier, text))) kept.push(text);
  }
  return kept;
}

/** 'Montego Bay, Jamaica'; a region named like its country reads 'Jamaica'. */
export const placeName = (parts: readonly (string | undefined)[], separator = ', '): string => placeParts(parts).join(separator);

/** A country's name in the page language (deals carry its ISO code); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
