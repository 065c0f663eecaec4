import { SHIP_LINES } from '../../demo/cruise.ts';
import { agencyRoute, ok, type Route } from '../router.ts';

export const cruiseRoutes: Route[] = [
  agencyRoute('GET', '/api/cruise/ship-lines', () => ok({ data: SHIP_LINES })),
  agencyRoute('GET', '/api/cruise/enabled-ship-lines', ({ agency }) =>
    ok({ data: SHIP_LINES.filter((line) => agency.enabledShipLines.includes(line.code)) }),
  ),
];
