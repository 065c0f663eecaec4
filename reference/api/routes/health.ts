import { openRoute, ok, type Route } from '../router.ts';

/** The build checks this to reuse an API already running on its port (scripts/build/embedded-api.ts). */
export const healthRoutes: Route[] = [
  openRoute('GET', '/health', (ctx) => ok({ data: { service: 'reference-api', agencies: [...ctx.store.agencies.keys()] } })),
];
