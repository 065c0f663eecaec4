import { describe, expect, it } from 'vitest';
import { activityQuery, carQuery, cruiseQuery, flightQuery, hotelQuery, searchAddress, searchPanelRoutes, searchRoute } from './query.ts';

const params = (result: ReturnType<typeof hotelQuery>) => (result.ok ? Object.fromEntries(result.query) : result.missing);

describe('search routes (SPEC §2.3, §2.5)', () => {
  it('goes to the v2 search only with the agency flag', () => {
    expect(searchRoute('Hotels', {})).toBe('/booknow/hotels/search');
    expect(searchRoute('Hotels', { enableHotelsV2: true })).toBe('/booknow/hotels/v2/search');
    expect(searchRoute('Air Travel', { enableFlightsV2: true })).toBe('/booknow/flights/v2/search');
    expect(searchRoute('Air Travel', { enableHotelsV2: true })).toBe('/booknow/flights/search');
    expect(searchRoute('Cars', { enableHotelsV2: true })).toBe('/booknow/cars/search');
    expect(searchRoute('Activities', {})).toBe('/booknow/activities/search');
    expect(searchRoute('Cruise', {})).toBe('/booknow/cruise/search');
  });
});

describe('hotel query', () => {
  it('carries the documented fields, rooms as JSON', () => {
    const result = hotelQuery({
      destination: { id: 'H-LIS', name: 'Lisbon, Portugal' },
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      rooms: [{ adults: 2, children: [5, 7] }],
    });
    expect(params(result)).toEqual({
      destination: 'H-LIS',
      destinationName: 'Lisbon, Portugal',
      checkIn: '2026-12-01',
      checkOut: '2026-12-04',
      rooms: '[{"adults":2,"children":[5,7]}]',
    });
    expect(result.ok && searchAddress('/ar/booknow/hotels/search', result.query)).toMatch(/^\/ar\/booknow\/hotels\/search\?destination=H-LIS&/);
  });

  it('names what is missing: no destination, an invalid date, a child without an age', () => {
    expect(params(hotelQuery({ destination: null, checkIn: '2026-02-30', checkOut: '2026-03-02', rooms: [{ adults: 1, children: [null] }] }))).toEqual([
      'destination',
      'dates',
      'childAges',
    ]);
  });
});

describe('flight query', () => {
  const base = { from: { id: 'LHR', name: 'London' }, to: { id: 'JFK', name: 'New York' }, departDate: '2026-12-01', returnDate: '2026-12-09', guests: { adults: 1, children: 2, infants: 1 } };
  it('leaves returnDate out of a one-way trip', () => {
    expect(params(flightQuery({ ...base, tripType: 'oneway' }))).toEqual({
      from: 'LHR',
      to: 'JFK',
      departDate: '2026-12-01',
      tripType: 'oneway',
      adults: '1',
      children: '2',
      infants: '1',
    });
    expect(params(flightQuery({ ...base, tripType: 'return' }))).toMatchObject({ returnDate: '2026-12-09', tripType: 'return' });
    expect(params(flightQuery({ ...base, tripType: 'return', returnDate: null }))).toEqual(['dates']);
  });
});

describe('car query', () => {
  it('carries places, dates and times, driver age and residence', () => {
    const search = {
      pickUp: { id: 'C-LIS', name: 'Lisbon Airport' },
      dropOff: { id: 'C-OPO', name: 'Porto' },
      pickUpDate: '2026-12-01',
      pickUpTime: '10:00',
      dropOffDate: '2026-12-03',
      dropOffTime: '09:30',
      driverAge: 25,
      residence: 'US',
    };
    expect(params(carQuery(search))).toEqual({
      pickUp: 'C-LIS',
      pickUpName: 'Lisbon Airport',
      dropOff: 'C-OPO',
      dropOffName: 'Porto',
      pickUpDate: '2026-12-01',
      pickUpTime: '10:00',
      dropOffDate: '2026-12-03',
      dropOffTime: '09:30',
      driverAge: '25',
      residence: 'US',
    });
    expect(params(carQuery({ ...search, dropOffDate: '2026-12-01', dropOffTime: '09:00', driverAge: 17, residence: null }))).toEqual(['dates', 'driverAge', 'residence']);
  });
});

describe('activity and cruise queries', () => {
  it('activities: destination and dates', () => {
    expect(params(activityQuery({ destination: { id: 'A-1', name: 'Oslo' }, startDate: '2026-12-01', endDate: '2026-12-01' }))).toEqual({
      destination: 'A-1',
      destinationName: 'Oslo',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });

  it('cruise: line, month and guests as a list of {type, count}', () => {
    expect(params(cruiseQuery({ line: '3', month: '2027-02', guests: [{ type: 'adult', count: 2 }, { type: 'children', count: 1 }, { type: 'infant', count: 0 }] }))).toEqual({
      line: '3',
      month: '2027-02',
      guests: '[{"type":"adult","count":2},{"type":"children","count":1},{"type":"infant","count":0}]',
    });
    expect(params(cruiseQuery({ line: null, month: '2027-13', guests: [] }))).toEqual(['line', 'month']);
  });
});

describe('searchPanelRoutes', () => {
  it('names the landing and search pages of a service, with their v2 twins where the catalogue has them', () => {
    expect(searchPanelRoutes('Hotels')).toEqual(['/booknow/hotels', '/booknow/hotels/v2', '/booknow/hotels/search', '/booknow/hotels/v2/search']);
    expect(searchPanelRoutes('Air Travel')).toEqual(['/booknow/flights', '/booknow/flights/v2', '/booknow/flights/search', '/booknow/flights/v2/search']);
    expect(searchPanelRoutes('Cars')).toEqual(['/booknow/cars', '/booknow/cars/search']);
    expect(searchPanelRoutes('Activities')).toEqual(['/booknow/activities', '/booknow/activities/search']);
    expect(searchPanelRoutes('Cruise')).toEqual(['/booknow/cruise', '/booknow/cruise/search']);
  });
});
