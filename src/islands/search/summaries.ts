import { translate, type Messages } from '../../i18n/island.ts';
import { guestTotals, type CruiseGuest, type FlightGuests, type Room } from '../../search/guests.ts';

/* The guest summaries a panel's button shows, shared by the static and the live panel. */

/** e.g. 'Rooms: 1 · Adults: 2 · Children: 0' (counts as labels, so no plural forms are needed). */
export function roomsSummary(rooms: readonly Room[], messages: Messages): string {
  return translate(messages, 'search.roomsSummary', guestTotals(rooms));
}

export function flightGuestsSummary(guests: FlightGuests, messages: Messages): string {
  return translate(messages, 'search.passengersSummary', { ...guests });
}

export function cruiseGuestsSummary(guests: readonly CruiseGuest[], messages: Messages): string {
  const count = (type: CruiseGuest['type']) => guests.find((guest) => guest.type === type)?.count ?? 0;
  return translate(messages, 'search.passengersSummary', { adults: count('adult'), children: count('children'), infants: count('infant') });
}
