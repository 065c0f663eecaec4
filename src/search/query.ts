import type { DealService } from '../deals/tabs.ts';
import { BOOKING_TARGETS, findRoute, v2Variant, type V2Settings } from '../site/route-catalogue.ts';
import { parseIsoDay } from '../validation/dates.ts';
import { DRIVER_AGE, type CruiseGuest, type FlightGuests, type Room } from './guests.ts';

/*
 * The search query of each panel: the address a panel
 * submits to, which the result pages of the remote apps read. Pure, so the panels and the unit
 * tests share them, and a missing field is named instead of sent.
 */

/** The services with a search panel: those with a deal tab (Resorts has its own app). */
export type SearchService = DealService;

/** A place picked from an auto-suggest list: its id travels, its label too for the result page. */
export interface Place {
  id: string;
  name: string;
}

/**
 * SPEC §2.3, §2.5: the search route of a service, `<Book Now target>/search`, or its v2 twin when
 * the agency's enableHotelsV2 / enableFlightsV2 is on. The catalogue holds the paths.
 */
export function searchRoute(service: SearchService, flags: V2Settings): string {
  const route = `${BOOKING_TARGETS[service]}/search`;
  if (findRoute(route)?.path !== route) throw new Error(`${service} has no search route in the route catalogue`);
  const twin = v2Variant(route);
  return twin && flags[twin.flag] ? twin.path : route;
}

/**
 * The routes whose page shows a service's search panel above its app: the
 * landing and search pages, and their v2 twins (SPEC §2.3, §2.5).
 */
export function searchPanelRoutes(service: SearchService): string[] {
  const landing = BOOKING_TARGETS[service];
  return [landing, `${landing}/search`].flatMap((route) => {
    const twin = v2Variant(route);
    return twin ? [route, twin.path] : [route];
  });
}

/** A field the visitor still has to fill; the panel shows its message and focuses it. */
export type MissingField = 'destination' | 'dates' | 'childAges' | 'from' | 'to' | 'pickUp' | 'dropOff' | 'residence' | 'driverAge' | 'line' | 'month';

export type QueryResult = { ok: true; query: URLSearchParams } | { ok: false; missing: MissingField[] };

const result = (missing: MissingField[], entries: Array<[string, string]>): QueryResult =>
  missing.length ? { ok: false, missing } : { ok: true, query: new URLSearchParams(entries) };

export interface HotelSearch {
  destination: Place | null;
  checkIn: string | null;
  checkOut: string | null;
  rooms: readonly Room[];
}

/** `?destination&destinationName&checkIn&checkOut&rooms=[{"adults":2,"children":[5,7]}]` */
export function hotelQuery(search: HotelSearch): QueryResult {
  const checkIn = parseIsoDay(search.checkIn);
  const checkOut = parseIsoDay(search.checkOut);
  const missing: MissingField[] = [];
  if (!search.destination) missing.push('destination');
  if (!checkIn || !checkOut || checkOut <= checkIn) missing.push('dates');
  if (search.rooms.some((room) => room.children.some((age) => age === null))) missing.push('childAges');
  return result(missing, [
    ['destination', search.destination?.id ?? ''],
    ['destinationName', search.destination?.name ?? ''],
    ['checkIn', checkIn ?? ''],
    ['checkOut', checkOut ?? ''],
    ['rooms', JSON.stringify(search.rooms.map((room) => ({ adults: room.adults, children: room.children })))],
  ]);
}

export type TripType = 'oneway' | 'return';

export interface FlightSearch {
  from: Place | null;
  to: Place | null;
  tripType: TripType;
  departDate: string | null;
  returnDate: string | null;
  guests: FlightGuests;
}

/** `?from&to&departDate&returnDate(return only)&tripType&adults&children&infants` */
export function flightQuery(search: FlightSearch): QueryResult {
  const depart = parseIsoDay(search.departDate);
  const back = search.tripType === 'return' ? parseIsoDay(search.returnDate) : undefined;
  const missing: MissingField[] = [];
  if (!search.from) missing.push('from');
  if (!search.to) missing.push('to');
  if (!depart || (search.tripType === 'return' && (!back || back < depart))) missing.push('dates');
  const entries: Array<[string, string]> = [
    ['from', search.from?.id ?? ''],
    ['to', search.to?.id ?? ''],
    ['departDate', depart ?? ''],
  ];
  if (back) entries.push(['returnDate', back]);
  entries.push(
    ['tripType', search.tripType],
    ['adults', String(search.guests.adults)],
    ['children', String(search.guests.children)],
    ['infants', String(search.guests.infants)],
  );
  return result(missing, entries);
}

export interface CarSearch {
  pickUp: Place | null;
  dropOff: Place | null;
  pickUpDate: string | null;
  pickUpTime: string;
  dropOffDate: string | null;
  dropOffTime: string;
  driverAge: number | null;
  residence: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `?pickUp&pickUpName&dropOff&dropOffName&pickUpDate&pickUpTime&dropOffDate&dropOffTime&driverAge&residence` */
export function carQuery(search: CarSearch): QueryResult {
  const pickUpDate = parseIsoDay(search.pickUpDate);
  const dropOffDate = parseIsoDay(search.dropOffDate);
  const missing: MissingField[] = [];
  if (!search.pickUp) missing.push('pickUp');
  if (!search.dropOff) missing.push('dropOff');
  const times = TIME.test(search.pickUpTime) && TIME.test(search.dropOffTime);
  if (!pickUpDate || !dropOffDate || !times || `${dropOffDate}T${search.dropOffTime}` <= `${pickUpDate}T${search.pickUpTime}`) missing.push('dates');
  const age = search.driverAge;
  if (age === null || !Number.isInteger(age) || age < DRIVER_AGE.min || age > DRIVER_AGE.max) missing.push('driverAge');
  if (!search.residence || !/^[A-Z]{2}$/.test(search.residence)) missing.push('residence');
  return result(missing, [
    ['pickUp', search.pickUp?.id ?? ''],
    ['pickUpName', search.pickUp?.name ?? ''],
    ['dropOff', search.dropOff?.id ?? ''],
    ['dropOffName', search.dropOff?.name ?? ''],
    ['pickUpDate', pickUpDate ?? ''],
    ['pickUpTime', search.pickUpTime],
    ['dropOffDate', dropOffDate ?? ''],
    ['dropOffTime', search.dropOffTime],
    ['driverAge', String(age ?? '')],
    ['residence', search.residence ?? ''],
  ]);
}

export interface ActivitySearch {
  destination: Place | null;
  startDate: string | null;
  endDate: string | null;
}

/** `?destination&destinationName&startDate&endDate` */
export function activityQuery(search: ActivitySearch): QueryResult {
  const start = parseIsoDay(search.startDate);
  const end = parseIsoDay(search.endDate);
  const missing: MissingField[] = [];
  if (!search.destination) missing.push('destination');
  if (!start || !end || end < start) missing.push('dates');
  return result(missing, [
    ['destination', search.destination?.id ?? ''],
    ['destinationName', search.destination?.name ?? ''],
    ['startDate', start ?? ''],
    ['endDate', end ?? ''],
  ]);
}

export interface CruiseSearch {
  line: string | null;
  month: string | null;
  guests: readonly CruiseGuest[];
}

/** `?line&month=YYYY-MM&guests=[{"type":"adult","count":2},…]` */
export function cruiseQuery(search: CruiseSearch): QueryResult {
  const missing: MissingField[] = [];
  if (!search.line) missing.push('line');
  if (!search.month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)) missing.push('month');
  return result(missing, [
    ['line', search.line ?? ''],
    ['month', search.month ?? ''],
    ['guests', JSON.stringify(search.guests.map(({ type, count }) => ({ type, count })))],
  ]);
}

/** The address a panel goes to: the search route in the page's language with the query. */
export function searchAddress(routePath: string, query: URLSearchParams): string {
  return `${routePath}?${query.toString()}`;
}
