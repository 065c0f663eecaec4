import { activeServices, type Agency } from '../tenant/agency.ts';
import { BOOKING_TARGETS } from './route-catalogue.ts';

/** SPEC §2.9: Book Now goes to the first active booking menu item in the fixed order. */
export function bookNowTarget(agency: Pick<Agency, 'bookingMenuItemOptions'>): string | undefined {
  const first = activeServices(agency)[0];
  return first ? BOOKING_TARGETS[first] : undefined;
}
