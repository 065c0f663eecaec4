import { z } from 'zod';
import { ALL_COUNTRIES, CAR_RENTAL_COUNTRIES, ENABLED_COUNTRIES } from '../../demo/countries.ts';
import { agencyRoute, ok, validate, type Route } from '../router.ts';

const carRentalParams = z.object({ language: z.string().regex(/^[A-Za-z]{2}$/, 'must be a two-letter language code such as EN') });

export const countryRoutes: Route[] = [
  agencyRoute('GET', '/api/code', () => ok({ data: ALL_COUNTRIES })),
  agencyRoute('GET', '/api/admin/country/enable', () => ok({ data: ENABLED_COUNTRIES })),
  // Names are English whatever the language asked: the demo has one set.
  agencyRoute('GET', '/api/car-rental/findCountries/:language', (ctx) => {
    validate(carRentalParams, ctx.params);
    return ok({ data: CAR_RENTAL_COUNTRIES });
  }),
];
