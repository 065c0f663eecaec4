import { describe, expect, it } from 'vitest';
import {
  addRoom,
  DEFAULT_CRUISE_GUESTS,
  DEFAULT_FLIGHT_GUESTS,
  DEFAULT_ROOMS,
  guestTotals,
  removeRoom,
  ROOM_LIMITS,
  roomsComplete,
  withAdults,
  withChildAge,
  withChildren,
  withCruiseGuest,
  withFlightGuest,
} from './guests.ts';

describe('hotel rooms', () => {
  it('starts with the SPEC §9 occupancy: 1 room, 2 adults, 0 children', () => {
    expect(DEFAULT_ROOMS).toEqual([{ adults: 2, children: [] }]);
  });

  it('keeps chosen ages when children are added or removed, new ones unchosen', () => {
    let room = withChildren({ adults: 2, children: [] }, 2);
    expect(room.children).toEqual([null, null]);
    room = withChildAge(withChildAge(room, 0, 5), 1, 7);
    expect(withChildren(room, 3).children).toEqual([5, 7, null]);
    expect(withChildren(room, 1).children).toEqual([5]);
    expect(roomsComplete([room])).toBe(true);
    expect(roomsComplete([withChildren(room, 3)])).toBe(false);
  });

  it('holds every count within its limits', () => {
    expect(withAdults({ adults: 2, children: [] }, 0).adults).toBe(1);
    expect(withAdults({ adults: 2, children: [] }, 99).adults).toBe(ROOM_LIMITS.adults.max);
    expect(withChildren({ adults: 2, children: [] }, 9).children).toHaveLength(ROOM_LIMITS.children.max);
    expect(withChildAge({ adults: 1, children: [null] }, 0, 40).children).toEqual([17]);
    let rooms = [...DEFAULT_ROOMS];
    for (let i = 0; i < 12; i += 1) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(ROOM_LIMITS.rooms);
    expect(removeRoom([{ adults: 1, children: [] }], 0)).toHaveLength(1);
    expect(guestTotals([{ adults: 2, children: [4] }, { adults: 1, children: [] }])).toEqual({ rooms: 2, adults: 3, children: 1 });
  });
});

describe('flight guests (SPEC §3)', () => {
  it('defaults to one adult and keeps an adult per infant and at most 9 seats', () => {
    expect(DEFAULT_FLIGHT_GUESTS).toEqual({ adults: 1, children: 0, infants: 0 });
    expect(withFlightGuest(DEFAULT_FLIGHT_GUESTS, 'adults', 0).adults).toBe(1);
    expect(withFlightGuest(DEFAULT_FLIGHT_GUESTS, 'infants', 2).infants).toBe(1);
    const two = { adults: 2, children: 0, infants: 2 };
    expect(withFlightGuest(two, 'adults', 1).adults).toBe(2);
    expect(withFlightGuest({ adults: 3, children: 0, infants: 0 }, 'children', 8).children).toBe(6);
  });
});

describe('cruise guests (SPEC §3)', () => {
  it('defaults to 2 adults as a list of {type, count}, never below one adult', () => {
    expect(DEFAULT_CRUISE_GUESTS).toEqual([
      { type: 'adult', count: 2 },
      { type: 'children', count: 0 },
      { type: 'infant', count: 0 },
    ]);
    expect(withCruiseGuest(DEFAULT_CRUISE_GUESTS, 'adult', 0)[0]).toEqual({ type: 'adult', count: 1 });
    expect(withCruiseGuest(DEFAULT_CRUISE_GUESTS, 'children', 2)[1]).toEqual({ type: 'children', count: 2 });
  });
});
