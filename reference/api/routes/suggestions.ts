import { z } from 'zod';
import { suggestRequest } from '../../../src/contract/schemas/storefront.ts';
import { ACTIVITY_DESTINATIONS, AIRPORTS, CAR_LOCATIONS, HOTEL_LOCATIONS } from '../../demo/places.ts';
import { agencyRoute, ok, queryOf, validate, type Route } from '../router.ts';
import { search } from './search.ts';

const airportQuery = z.object({ search: z.string({ error: 'search is required' }).trim().min(1, 'search is required').max(100) });

export const suggestionRoutes: Route[] = [
  agencyRoute('POST', '/api/v2/hotel/auto-suggest', async (ctx) => {
    const { text } = validate(suggestRequest, await ctx.body());
    const { items, allData } = search(HOTEL_LOCATIONS, text, (p) => [p.name, p.city, p.country]);
    return ok({ data: { locationSuggestions: items, allData } });
  }),
  agencyRoute('POST', '/api/car-rental/auto-suggest', async (ctx) => {
    const { text } = validate(suggestRequest, await ctx.body());
    const { items, allData } = search(CAR_LOCATIONS, text, (p) => [p.name, p.city, p.iata, p.country]);
    return ok({ data: { locations: items, allData } });
  }),
  agencyRoute('POST', '/api/activities/destinations', async (ctx) => {
    const { text } = validate(suggestRequest, await ctx.body());
    const { items, allData } = search(ACTIVITY_DESTINATIONS, text, (p) => [p.name, p.country]);
    return ok({ data: { suggestions: items, allData } });
  }),
  agencyRoute('GET', '/api/flight/airports', (ctx) => {
    const query = validate(airportQuery, queryOf(ctx.url));
    return ok({ data: search(AIRPORTS, query.search, (a) => [a.iata, a.name, a.city, a.country]).items });
  }),
];
