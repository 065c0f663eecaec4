/* Deal links, without schemas, so browser islands can import them cheaply. */
import { ROUTES } from '../site/routes.ts';
import { isoDay } from '../validation/iso-day.ts';

/**
 * SPEC §9 hotel v2 detail link: check-in on the first of the month two months ahead,
 * check-out 2 days later, 2 adults (query names from SPEC §2.3), marked isFromDeal=true (SPEC
 * §2.4), as the agency API's deal links are, so the details page offers the way back to the deals.
 */
export function hotelV2DetailPath(propertyId: string, now = new Date(), correlationId?: string): string {
  const start = new Date(now.getFullYear(), now.getMonth() + 2, 1);
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 2);
  const query = new URLSearchParams({
    startDate: isoDay(start),
    endDate: isoDay(end),
    occupancy: JSON.stringify([{ adults: 2, children: [] }]),
    propertyId,
    isFromDeal: 'true',
  });
  if (correlationId) query.set('correlationId', correlationId);
  return `${ROUTES.hotelV2Details}?${query}`;
}
