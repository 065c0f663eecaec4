import { describe, expect, it } from 'vitest';
import { destinationHref, readDestinationQuery } from './destination-query.ts';

describe('readDestinationQuery (SPEC §2.2)', () => {
  it('reads lat, long and the airport', () => {
    expect(readDestinationQuery('?lat=25.79&long=-80.13&airportLat=25.7959&airportLong=-80.287')).toEqual({
      lat: 25.79,
      long: -80.13,
      airport: { lat: 25.7959, long: -80.287 },
    });
  });

  it('leaves the airport out when half of it is missing', () => {
    expect(readDestinationQuery('?lat=1&long=2&airportLat=3')).toEqual({ lat: 1, long: 2, airport: undefined });
  });

  it.each(['', '?lat=1', '?lat=abc&long=2', '?lat=91&long=2', '?lat=1&long=-181', '?lat=&long=2', '?lat=Infinity&long=1'])(
    'refuses %s',
    (search) => expect(readDestinationQuery(search)).toBeUndefined(),
  );

  it('builds links that read back the same', () => {
    const place = { lat: 48.8566, long: 2.3522, airport: { lat: 49.0097, long: 2.5479 } };
    expect(readDestinationQuery(new URL(destinationHref('/destination', place), 'http://x').search)).toEqual(place);
  });
});
