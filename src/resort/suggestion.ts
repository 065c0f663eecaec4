import type { ResortSuggestion } from '../api/resort-service.ts';
import { countryName, placeParts } from './place-name.ts';
import { isPropertyId, resortQueryString, type ResortPlace, type ResortStay } from './query.ts';

/*
 * What a resort suggestion leads to (SPEC §2.3 Resort, §7 GET /search). A region is a place: its
 * deals are listed under its name. A resort is one property, not a place to list deals around: it
 * opens its details page with the stay chosen so far, so no results heading ever names a resort.
 */

export type ResortPick = { kind: 'place'; place: ResortPlace } | { kind: 'property'; propertyId: string };

/** A suggestion's target; undefined for a resort whose id is not a plain id (it cannot be linked). */
export function resortPick(suggestion: ResortSuggestion): ResortPick | undefined {
  if (suggestion.type === 'resort') return isPropertyId(suggestion.id) ? { kind: 'property', propertyId: suggestion.id } : undefined;
  return { kind: 'place', place: { name: suggestion.name, lat: suggestion.lat, lon: suggestion.lon } };
}

/** The details page of a picked resort, carrying the stay (and no place searched before). */
export const propertyHref = (detailsPath: string, propertyId: string, { checkIn, checkOut, adults, children }: ResortStay): string =>
  `${detailsPath}${resortQueryString({ propertyId, checkIn, checkOut, adults, children })}`;

/** The line under a suggestion's name: where it lies, without repeating its own name. */
export function suggestionDetail(suggestion: ResortSuggestion, language: string): string | undefined {
  const country = suggestion.countryCode ? countryName(suggestion.countryCode, language) : undefined;
  const [, ...where] = placeParts([suggestion.name, suggestion.region, country]);
  return where.length ? where.join(', ') : undefined;
}

/** The deals heading: the place or region they are for, or the visitor's surroundings. */
export function dealsHeading(place: ResortPlace | undefined): { key: 'dealsIn'; values: { place: string } } | { key: 'dealsNear'; values?: undefined } {
  return place ? { key: 'dealsIn', values: { place: place.name } } : { key: 'dealsNear' };
}
