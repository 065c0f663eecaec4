import { activityDealsAnswer, carDealsAnswer, dealPaths, hotelDealsAnswer } from '../../api/deals/calls.ts';
import { activitySearchRequest, carSearchRequest, hotelSearchRequest } from '../../api/deals/search-requests.ts';
import type { Operation } from '../operation.ts';
import { answer, define } from './define.ts';

/*
 * SPEC §2.6 Product Deals: the deal searches of SPEC §7. They change nothing, so the checker may
 * send them; the samples are the home page's own payloads (SPEC §9 defaults) around Paris.
 */

const tag = 'Deals';
const FAILED = { description: 'The deals could not be fetched: the storefront shows `message`, else `Something went wrong` (SPEC §8).' };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const HOME = { isOTA: false, isHome: true, isFromDestination: false };

export const dealOperations: readonly Operation[] = [
  define({
    id: 'searchHotelDeals',
    method: 'POST',
    path: dealPaths.hotels,
    service: 'main',
    summary: 'Hotel deals',
    description: 'SPEC §3 classic hotel deals near a position for a stay, priced in `currency` with the agency markup (SPEC §6).',
    tag,
    spec: '§7',
    auth: 'origin',
    body: hotelSearchRequest,
    answers: { 200: answer('The deals, in `response`.', hotelDealsAnswer), 500: FAILED },
    sample: {
      body: {
        occupancies: [{ numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] }],
        stayPeriod: { start: '{{checkIn}}', end: '{{checkOut}}' },
        ...PARIS,
        nationality: 'IN',
        destinationCountryCode: 'IN',
        currency: 'USD',
        radius: 15,
        searchString: '',
        ...HOME,
      },
    },
  }),
  define({
    id: 'searchActivityDeals',
    method: 'POST',
    path: dealPaths.activities,
    service: 'main',
    summary: 'Activity deals',
    description: 'SPEC §3 activity deals near a position, priced in USD (SPEC §7 gives the search no currency).',
    tag,
    spec: '§7',
    proposal: 'SPEC §7 does not show the answer: `{ "data": [ … ] }` of SPEC §3 activity deals.',
    auth: 'origin',
    body: activitySearchRequest,
    answers: { 200: answer('The deals.', activityDealsAnswer), 500: FAILED },
    sample: { body: { ...PARIS, ...HOME } },
  }),
  define({
    id: 'searchCarDeals',
    method: 'POST',
    path: dealPaths.cars,
    service: 'main',
    summary: 'Car rental deals',
    description: 'SPEC §3 car deals for a pick-up and return, priced in USD.',
    tag,
    spec: '§7',
    proposal: 'SPEC §7 does not show the answer: `{ "data": [ … ] }` of SPEC §3 car deals.',
    auth: 'origin',
    body: carSearchRequest,
    answers: { 200: answer('The deals.', carDealsAnswer), 500: FAILED },
    sample: {
      body: {
        age: 25,
        countryOfResidence: 'US',
        pickUpDateTime: '{{checkIn}}T10:00:00',
        pickupLatitude: PARIS.latitude,
        pickupLongitude: PARIS.longitude,
        returnDateTime: '{{checkOut}}T10:00:00',
        returnLatitude: PARIS.latitude,
        returnLongitude: PARIS.longitude,
        searchString: '',
        ...HOME,
      },
    },
  }),
];
