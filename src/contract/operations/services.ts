import { flightServicePaths, flightServiceSuggestAnswer } from '../../api/flight-service.ts';
import { hotelServiceDealsAnswer, hotelServicePaths, hotelServiceSuggestAnswer } from '../../api/hotel-service.ts';
import { availabilityAnswer, holdAnswer, regionsAnswer, resortDealsAnswer, resortServicePaths, resortSuggestAnswer } from '../../api/resort-service.ts';
import { REFERENCE_SERVICE_MOUNTS } from '../../api/service-mounts.ts';
import {
  availabilityQuery,
  holdCheckQuery,
  holdRequest,
  hotelServiceDealsQuery,
  itineraryUpdateRequest,
  keyQuery,
  regionsQuery,
  resortDealsQuery,
  resortDealsRequest,
} from '../../api/service-requests.ts';
import type { Operation } from '../operation.ts';
import { answer, define, unbookableDates } from './define.ts';

/*
 * SPEC §7 hotel, flight and resort service clients: separate backends, not scoped to an agency, each
 * at its default mount on the agency API (operation.ts `path`). SPEC §7 shows their paths and
 * request fields; the answer shapes beyond the fields it names are the storefront's proposal.
 */

const { hotel, flight, resort } = REFERENCE_SERVICE_MOUNTS;
const SHAPES = 'SPEC §7 shows the request side only: the answer shape is the storefront proposal.';
const RESORT_FAILED = 'The resort service failed: the storefront shows `message`, else `Internal Server Error` (SPEC §8).';
/** A Caribbean position: any resort service answers resorts near it, sold out or not. */
const CARIBBEAN = { lat: 18.4762, lon: -77.8939 };
const STAY = { check_in: '{{checkIn}}', check_out: '{{checkOut}}', adults: 2, children: 0, currency: 'USD' };
const FIRST_RESORT = { operation: 'searchResortDeals', path: 'data.0.property_id' };
const PLACED_HOLD = { operation: 'placeResortHold', path: 'data.reference_number' };
const HOLD_GONE = { description: 'The hold was released, has expired or is booked: `message` says which.' };
/** SPEC §5: a resort stay that cannot be booked (reference/rules/bookable-dates.js). */
const STAY_DATES = unbookableDates('`check_in` before today, `check_out` not after `check_in`, or more than 60 nights after it');

export const serviceOperations: readonly Operation[] = [
  define({
    id: 'listHotelServiceDeals',
    method: 'GET',
    path: hotel + hotelServicePaths.deals,
    service: 'hotel',
    summary: 'Hotel deals (v2)',
    description: 'SPEC §3 v2 hotel deals near a position, priced in `currency` (USD when absent), with the markup of the agency the Origin names when it names one.',
    tag: 'Hotel service',
    spec: '§7',
    auth: 'none',
    query: hotelServiceDealsQuery,
    answers: { 200: answer('The deals, in `hotels`.', hotelServiceDealsAnswer) },
    sample: { query: { lat: '48.8566', long: '2.3522', currency: 'USD' } },
  }),
  define({
    id: 'suggestHotelServiceLocations',
    method: 'GET',
    path: hotel + hotelServicePaths.autocomplete,
    service: 'hotel',
    summary: 'Hotel location suggestions (v2)',
    description: 'Hotel locations matching `key`, for the v2 hotel search.',
    tag: 'Hotel service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'none',
    query: keyQuery,
    answers: { 200: answer('The suggestions.', hotelServiceSuggestAnswer) },
    sample: { query: { key: 'lisbon' } },
  }),
  define({
    id: 'suggestFlightServiceAirports',
    method: 'GET',
    path: flight + flightServicePaths.autocomplete,
    service: 'flight',
    summary: 'Airport suggestions (v2)',
    description: 'Airports matching `key`, for the v2 flight search.',
    tag: 'Flight service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'none',
    query: keyQuery,
    answers: { 200: answer('The airports.', flightServiceSuggestAnswer) },
    sample: { query: { key: 'lisbon' } },
  }),
  define({
    id: 'suggestResorts',
    method: 'GET',
    path: resort + resortServicePaths.search,
    service: 'resort',
    summary: 'Resort and region suggestions',
    description: 'Resorts and regions matching `key`.',
    tag: 'Resort service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'none',
    query: keyQuery,
    answers: { 200: answer('The suggestions.', resortSuggestAnswer), 500: { description: RESORT_FAILED } },
    sample: { query: { key: 'bay' } },
  }),
  define({
    id: 'searchResortDeals',
    method: 'POST',
    path: resort + resortServicePaths.deals,
    service: 'resort',
    summary: 'Resort deals',
    description: 'Resorts nearest the position first, priced per night in `currency`. The storefront aborts an earlier request when a new one starts (SPEC §4 Resort).',
    tag: 'Resort service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'none',
    query: resortDealsQuery,
    body: resortDealsRequest,
    answers: { 200: answer('The deals.', resortDealsAnswer), 500: { description: RESORT_FAILED } },
    sample: { query: { currency: 'USD' }, body: CARIBBEAN },
  }),
  define({
    id: 'getResortAvailability',
    method: 'GET',
    path: resort + resortServicePaths.availability,
    service: 'resort',
    summary: 'Resort availability',
    description: 'One property for a stay and guests, priced in `currency`, with whether it can be booked.',
    tag: 'Resort service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'none',
    query: availabilityQuery,
    answers: { 200: answer('The priced stay.', availabilityAnswer), 400: STAY_DATES, 404: { description: 'No such property.' } },
    sample: { query: { property_id: 'R-7001', ...STAY, adults: '2', children: '0' }, from: { 'query.property_id': FIRST_RESORT } },
  }),
  define({
    id: 'checkResortHold',
    method: 'GET',
    path: resort + resortServicePaths.holdCheck,
    service: 'resort',
    summary: 'Check a booking hold',
    description: 'SPEC §7 check booking hold: HELD until `expires_at`, then EXPIRED. A hold another traveller placed or booked is not found.',
    tag: 'Resort service',
    spec: '§7',
    proposal: SHAPES,
    auth: 'optional',
    query: holdCheckQuery,
    answers: { 200: answer('The hold.', holdAnswer), 404: { description: 'No such hold of the caller.' } },
    sample: { query: { reference_number: 'RS-000000' }, from: { 'query.reference_number': PLACED_HOLD } },
  }),
  define({
    id: 'placeResortHold',
    method: 'POST',
    path: resort + resortServicePaths.itineraries,
    service: 'resort',
    summary: 'Hold a resort stay',
    description: 'Places a hold on a property for a stay (at most 60 nights, SPEC §5): HELD for a limited time, then EXPIRED. It belongs to the logged-in traveller who placed it.',
    tag: 'Resort service',
    spec: '§7',
    proposal: 'SPEC §7 names /itineraries for the hold release only: placing a hold with POST is the storefront proposal.',
    auth: 'optional',
    body: holdRequest,
    answers: { 201: answer('The new hold.', holdAnswer), 400: STAY_DATES, 404: { description: 'No such property.' }, 409: { description: 'Not available for these dates.' } },
    sample: { body: { property_id: 'R-7001', ...STAY }, from: { 'body.property_id': FIRST_RESORT } },
    writes: true,
  }),
  define({
    id: 'updateResortHold',
    method: 'PUT',
    path: resort + resortServicePaths.itineraries,
    service: 'resort',
    summary: 'Release or book a hold',
    description: 'SPEC §4, §7 confirm-booking: `RELEASE` releases the hold; `CONFIRM` books it for the logged-in traveller (the booking My Trips lists). Confirming a booked hold answers it again.',
    tag: 'Resort service',
    spec: '§7',
    proposal: 'SPEC §7 names RELEASE only: CONFIRM, which books the hold, is the storefront proposal.',
    auth: 'optional',
    body: itineraryUpdateRequest,
    answers: {
      200: answer('The hold, RELEASED or CONFIRMED.', holdAnswer),
      401: { description: 'CONFIRM without a traveller token.' },
      404: { description: 'No such hold of the caller.' },
      409: HOLD_GONE,
    },
    sample: { body: { reference_number: 'RS-000000', status: 'RELEASE' }, from: { 'body.reference_number': PLACED_HOLD } },
    writes: true,
    // A logged-in traveller's CONFIRM books the stay: a repeat must not book it again.
    idempotent: true,
  }),
  define({
    id: 'listResortRegions',
    method: 'GET',
    path: resort + resortServicePaths.regions,
    service: 'resort',
    summary: 'Resort regions',
    description: 'SPEC §3 Resort regions: the top regions, or with `ids` those regions, or with `ids` and `children=true` their subregions. On failure the storefront shows `Failed to fetch regions and subregions` (SPEC §8).',
    tag: 'Resort service',
    spec: '§7',
    proposal: 'SPEC §3 names id, name and parent_id: each region also carries its centre (lat, lon).',
    auth: 'none',
    query: regionsQuery,
    answers: { 200: answer('The regions.', regionsAnswer), 500: { description: RESORT_FAILED } },
    sample: {},
  }),
];
