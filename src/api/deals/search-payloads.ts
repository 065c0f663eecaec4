import { isoDay } from '../../validation/iso-day.ts';
import type { ActivitySearchRequest, CarSearchRequest, HotelSearchRequest } from './search-requests.ts';
import { CAR_SEARCH_DEFAULTS, DEFAULT_OCCUPANCY, HOTEL_SEARCH_DEFAULTS } from './search-defaults.ts';

export { CAR_SEARCH_DEFAULTS, DEFAULT_OCCUPANCY, HOTEL_SEARCH_DEFAULTS };

/*
 * SPEC §9 deal search defaults and the home page's search payloads. No schemas here: the
 * browser builds these payloads, and the request checks stay in search-requests.ts.
 */


/**
 * SPEC §9 deal search window: start 19 days after the start of the current week (Sunday,
 * the en-US convention), end 21 days after.
 */
export function dealSearchWindow(now = new Date()): { start: string; end: string } {
  const weekStart = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const plus = (days: number) => new Date(weekStart.getFullYear(), weekStart.getMonth(), weekStart.getDate() + days);
  return { start: isoDay(plus(19)), end: isoDay(plus(21)) };
}

export interface Position {
  latitude: number;
  longitude: number;
}

/** The home page's hotel deal search with every SPEC §9 default spelled out. */
export function hotelSearchPayload(at: Position, now = new Date()): HotelSearchRequest {
  return {
    occupancies: [{ ...DEFAULT_OCCUPANCY, childAges: [] }],
    stayPeriod: dealSearchWindow(now),
    latitude: at.latitude,
    longitude: at.longitude,
    ...HOTEL_SEARCH_DEFAULTS,
    searchString: '',
    isOTA: false,
    isHome: true,
    isFromDestination: false,
  };
}

export function activitySearchPayload(at: Position): ActivitySearchRequest {
  return { latitude: at.latitude, longitude: at.longitude, isOTA: false, isHome: true, isFromDestination: false };
}

/** The home page's car deal search: pick up and return at 10:00 on the window's days (SPEC §9). */
export function carSearchPayload(at: Position, now = new Date()): CarSearchRequest {
  const window = dealSearchWindow(now);
  return {
    ...CAR_SEARCH_DEFAULTS,
    pickUpDateTime: `${window.start}T10:00:00`,
    pickupLatitude: at.latitude,
    pickupLongitude: at.longitude,
    returnDateTime: `${window.end}T10:00:00`,
    returnLatitude: at.latitude,
    returnLongitude: at.longitude,
    searchString: '',
    isOTA: false,
    isHome: true,
    isFromDestination: false,
  };
}
