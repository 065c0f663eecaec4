import { capStay, parseIsoDay } from '../validation/dates.ts';

/*
 * The address of the resort pages (SPEC §2.3 Resort: /booknow/resort with search,
 * details, checkout): the chosen place, the stay and the guests travel in the query, so every step
 * is a link that can be reloaded, shared and opened from the keyboard. Pure, for the stores, the
 * islands and the unit tests. What comes from the address is checked here: a property id goes into
 * calls and links, so only a plain id passes.
 *
 * No parameter here shares a name with a SPEC §2.4 parameter: the shell reads dealLinkId, id,
 * proposalId and checkout as a deal-proposal link and hides the header (SPEC §2.9), so the property
 * travels as `property` (docs/decisions.md).
 */

/** The query parameter naming the property on details and checkout. */
export const PROPERTY_PARAM = 'property';

/** A place deals are asked around (SPEC §7 POST /properties/deals {lat, lon}). */
export interface ResortPlace {
  name: string;
  lat: number;
  lon: number;
}

export interface ResortStay {
  /** ISO days; undefined shows 'Select date' (SPEC §5). */
  checkIn: string | undefined;
  checkOut: string | undefined;
  adults: number;
  children: number;
}

export interface ResortQuery extends ResortStay {
  place: ResortPlace | undefined;
  /** details and checkout: the property. */
  propertyId: string | undefined;
}

export const RESORT_GUESTS = { adults: { min: 1, max: 8 }, children: { min: 0, max: 6 } } as const;
/** Two adults, as a resort stay is most often booked (and as SPEC §9's hotel occupancy). */
export const DEFAULT_STAY: ResortStay = { checkIn: undefined, checkOut: undefined, adults: 2, children: 0 };

/** The reference service's ids (R-7004); a backend's may be longer, never anything but a plain id. */
const PROPERTY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const NAME_MAX = 120;

export const isPropertyId = (value: string | null | undefined): value is string => typeof value === 'string' && PROPERTY_ID.test(value);

function count(raw: string | null, limits: { min: number; max: number }, fallback: number): number {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return fallback;
  return Math.min(limits.max, Math.max(limits.min, Number(raw)));
}

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/**
 * The stay of an address. SPEC §5: a missing or invalid day is left out (the picker shows 'Select
 * date'), a check-out not after the check-in drops both, and a stay over 60 days is capped.
 */
export function readStay(params: URLSearchParams): ResortStay {
  const checkIn = parseIsoDay(params.get('checkIn'));
  const checkOut = parseIsoDay(params.get('checkOut'));
  const stay = { adults: count(params.get('adults'), RESORT_GUESTS.adults, DEFAULT_STAY.adults), children: count(params.get('children'), RESORT_GUESTS.children, DEFAULT_STAY.children) };
  if (!checkIn || !checkOut || checkOut <= checkIn) return { ...stay, checkIn: undefined, checkOut: undefined };
  const capped = capStay({ start: checkIn, end: checkOut });
  return { ...stay, checkIn: capped.start, checkOut: capped.end };
}

export function readResortQuery(search: string): ResortQuery {
  const params = new URLSearchParams(search);
  const name = params.get('place')?.trim().slice(0, NAME_MAX);
  const lat = coordinate(params.get('lat'), 90);
  const lon = coordinate(params.get('lon'), 180);
  const place = name && lat !== undefined && lon !== undefined ? { name, lat, lon } : undefined;
  const id = params.get(PROPERTY_PARAM);
  return { ...readStay(params), place, propertyId: isPropertyId(id) ? id : undefined };
}

/** Whether the stay has both days (the availability and the hold need them). */
export const hasDates = (stay: ResortStay): stay is ResortStay & { checkIn: string; checkOut: string } => stay.checkIn !== undefined && stay.checkOut !== undefined;

/** The query of a resort page: what is known, in a stable order. */
export function resortQueryString(query: Partial<ResortQuery>): string {
  const params = new URLSearchParams();
  if (query.propertyId) params.set(PROPERTY_PARAM, query.propertyId);
  if (query.place) {
    params.set('place', query.place.name);
    params.set('lat', String(query.place.lat));
    params.set('lon', String(query.place.lon));
  }
  if (query.checkIn && query.checkOut) {
    params.set('checkIn', query.checkIn);
    params.set('checkOut', query.checkOut);
  }
  if (query.adults !== undefined) params.set('adults', String(query.adults));
  if (query.children !== undefined) params.set('children', String(query.children));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The localised paths of the four resort pages, which the build gives the islands. */
export interface ResortPaths {
  landing: string;
  search: string;
  details: string;
  checkout: string;
}
