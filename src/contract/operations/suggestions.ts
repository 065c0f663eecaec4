import * as z from 'zod/mini';
import { activitySuggestAnswer, airportsAnswer, carSuggestAnswer, hotelSuggestAnswer, suggestionPaths, suggestRequest } from '../../api/suggestions.ts';
import type { Operation } from '../operation.ts';
import { answer, define } from './define.ts';

/* SPEC §3 auto-suggest results of SPEC §7's main API; they change nothing, so the checker sends them. */

const tag = 'Suggestions';
const LISBON = { text: 'lisbon', isManageLocation: false };

export const suggestionOperations: readonly Operation[] = [
  define({
    id: 'suggestHotelLocations',
    method: 'POST',
    path: suggestionPaths.hotels,
    service: 'main',
    summary: 'Hotel location suggestions',
    description: 'Cities, regions, landmarks and hotels matching `text`; `allData` is false when the list was cut at the API limit.',
    tag,
    spec: '§7',
    proposal: 'SPEC §3 names `locationSuggestions` and `allData`, not the suggestion fields.',
    auth: 'origin',
    body: suggestRequest,
    answers: { 200: answer('The suggestions.', hotelSuggestAnswer) },
    sample: { body: LISBON },
  }),
  define({
    id: 'suggestCarLocations',
    method: 'POST',
    path: suggestionPaths.cars,
    service: 'main',
    summary: 'Car rental location suggestions',
    description: 'Airports, cities and stations matching `text` for pick-up and drop-off.',
    tag,
    spec: '§7',
    proposal: 'SPEC §3 names `locations` and `allData`, not the location fields.',
    auth: 'origin',
    body: suggestRequest,
    answers: { 200: answer('The suggestions.', carSuggestAnswer) },
    sample: { body: LISBON },
  }),
  define({
    id: 'suggestActivityDestinations',
    method: 'POST',
    path: suggestionPaths.activities,
    service: 'main',
    summary: 'Activity destination suggestions',
    description: 'Destinations matching `text`.',
    tag,
    spec: '§7',
    proposal: 'SPEC §7 says suggestions, not their fields nor the envelope: `suggestions` and `allData`, like the other two.',
    auth: 'origin',
    body: suggestRequest,
    answers: { 200: answer('The suggestions.', activitySuggestAnswer) },
    sample: { body: LISBON },
  }),
  define({
    id: 'listAirports',
    method: 'GET',
    path: suggestionPaths.airports,
    service: 'main',
    summary: 'Airport suggestions',
    description: 'Airports whose code, name, city or country matches `search`.',
    tag,
    spec: '§7',
    proposal: 'SPEC §7 says a data list, not the airport fields.',
    auth: 'origin',
    query: z.object({ search: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) }),
    answers: { 200: answer('The airports.', airportsAnswer) },
    sample: { query: { search: 'lisbon' } },
  }),
];
