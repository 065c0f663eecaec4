/*
 * SPEC §3, §9 guests of the search panels: hotel rooms (adults, children with ages), flight
 * passengers (adult above 12, default 1; children 2 to 12; infants under 2) and cruise guests
 * (a list of {type, count}, default 2 adults). Pure, so the panels and the unit tests share them.
 */

/** One hotel room; `children` holds each child's age (null until chosen). */
export interface Room {
  adults: number;
  children: Array<number | null>;
}

export const ROOM_LIMITS = { rooms: 8, adults: { min: 1, max: 8 }, children: { min: 0, max: 4 }, childAge: { min: 0, max: 17 } } as const;

/** SPEC §9 default occupancy: 1 room, 2 adults, 0 children. */
export const DEFAULT_ROOMS: readonly Room[] = [{ adults: 2, children: [] }];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

/** The room with `count` children: ages already chosen are kept, new children start unchosen. */
export function withChildren(room: Room, count: number): Room {
  const wanted = clamp(count, ROOM_LIMITS.children.min, ROOM_LIMITS.children.max);
  const children = room.children.slice(0, wanted);
  while (children.length < wanted) children.push(null);
  return { ...room, children };
}

export function withAdults(room: Room, count: number): Room {
  return { ...room, adults: clamp(count, ROOM_LIMITS.adults.min, ROOM_LIMITS.adults.max) };
}

export function withChildAge(room: Room, index: number, age: number | null): Room {
  const children = room.children.map((value, at) => (at === index ? (age === null ? null : clamp(age, ROOM_LIMITS.childAge.min, ROOM_LIMITS.childAge.max)) : value));
  return { ...room, children };
}

/** Adds a room of the default occupancy, up to the limit. */
export function addRoom(rooms: readonly Room[]): Room[] {
  return rooms.length >= ROOM_LIMITS.rooms ? [...rooms] : [...rooms, { adults: 2, children: [] }];
}

/** Removes a room; the last one stays. */
export function removeRoom(rooms: readonly Room[], index: number): Room[] {
  return rooms.length <= 1 ? [...rooms] : rooms.filter((_, at) => at !== index);
}

/** Every child has an age: the search needs them (SPEC §7 occupancies carry childAges). */
export function roomsComplete(rooms: readonly Room[]): boolean {
  return rooms.every((room) => room.children.every((age) => age !== null));
}

export function guestTotals(rooms: readonly Room[]): { rooms: number; adults: number; children: number } {
  return {
    rooms: rooms.length,
    adults: rooms.reduce((sum, room) => sum + room.adults, 0),
    children: rooms.reduce((sum, room) => sum + room.children.length, 0),
  };
}

/** SPEC §3 Flight guests. */
export interface FlightGuests {
  adults: number;
  children: number;
  infants: number;
}

/** SPEC §3, §9: 1 adult, no children, no infants. */
export const DEFAULT_FLIGHT_GUESTS: FlightGuests = { adults: 1, children: 0, infants: 0 };

/** Seats an airline sells on one booking; infants sit on an adult's lap, so one per adult. */
export const FLIGHT_SEATS_MAX = 9;

/** The bounds each count may take given the others: at least one adult, infants ≤ adults, seats ≤ 9. */
export function flightGuestBounds(guests: FlightGuests): Record<keyof FlightGuests, { min: number; max: number }> {
  return {
    adults: { min: Math.max(1, guests.infants), max: FLIGHT_SEATS_MAX - guests.children },
    children: { min: 0, max: FLIGHT_SEATS_MAX - guests.adults },
    infants: { min: 0, max: guests.adults },
  };
}

export function withFlightGuest(guests: FlightGuests, kind: keyof FlightGuests, count: number): FlightGuests {
  const bounds = flightGuestBounds(guests)[kind];
  return { ...guests, [kind]: clamp(count, bounds.min, bounds.max) };
}

export type CruiseGuestType = 'adult' | 'children' | 'infant';
export interface CruiseGuest {
  type: CruiseGuestType;
  count: number;
}

/** SPEC §3, §9 Cruise guests: 2 adults, 0 children, 0 infants. */
export const DEFAULT_CRUISE_GUESTS: readonly CruiseGuest[] = [
  { type: 'adult', count: 2 },
  { type: 'children', count: 0 },
  { type: 'infant', count: 0 },
];

const CRUISE_BOUNDS: Record<CruiseGuestType, { min: number; max: number }> = {
  adult: { min: 1, max: 8 },
  children: { min: 0, max: 6 },
  infant: { min: 0, max: 4 },
};

export function cruiseGuestBounds(type: CruiseGuestType): { min: number; max: number } {
  return CRUISE_BOUNDS[type];
}

export function withCruiseGuest(guests: readonly CruiseGuest[], type: CruiseGuestType, count: number): CruiseGuest[] {
  const { min, max } = CRUISE_BOUNDS[type];
  return guests.map((guest) => (guest.type === type ? { type, count: clamp(count, min, max) } : guest));
}

/** SPEC §9 car search default driver age 25; rental companies take drivers from 18 to 99. */
export const DRIVER_AGE = { min: 18, max: 99, default: 25 } as const;
