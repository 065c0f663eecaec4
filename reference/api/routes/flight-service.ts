import { REFERENCE_SERVICE_MOUNTS } from '../../../src/contract/sites.ts';
import { keyQuery } from '../../../src/contract/schemas/storefront.ts';
import { AIRPORTS } from '../../demo/places.ts';
import { ok, openRoute, queryOf, validate, type Route } from '../router.ts';
import { search } from './search.ts';

/** SPEC §7 flight service: a separate backend, not scoped to an agency. */
export const flightServiceRoutes: Route[] = [
  openRoute('GET', `${REFERENCE_SERVICE_MOUNTS.flight}/autocomplete`, (ctx) => {
    const { key } = validate(keyQuery, queryOf(ctx.url));
    return ok({ data: search(AIRPORTS, key, (a) => [a.iata, a.name, a.city, a.country]).items });
  }),
];
