/* SPEC §9 deal search defaults: read by the browser's payloads and by the request schemas alike. */

/** SPEC §9 default occupancy: 1 room, 2 adults, 0 children. */
export const DEFAULT_OCCUPANCY = { numOfRoom: 1, numOfAdults: 2, numOfChildren: 0, childAges: [] as number[] };
/** SPEC §9 hotel deal search defaults. */
export const HOTEL_SEARCH_DEFAULTS = { radius: 15, nationality: 'IN', destinationCountryCode: 'IN', currency: 'USD' } as const;
/** SPEC §9 car deal search defaults. */
export const CAR_SEARCH_DEFAULTS = { age: 25, countryOfResidence: 'US' } as const;
