/** SPEC §2.2: destination pages read lat, long, airportLat and airportLong from the query. */
export interface DestinationQuery {
  lat: number;
  long: number;
  /** The destination's airport, when the link names one. */
  airport?: { lat: number; long: number } | undefined;
}

function coordinate(query: URLSearchParams, name: string, limit: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** The destination of a link, or undefined when it has no valid latitude and longitude. */
export function readDestinationQuery(search: string): DestinationQuery | undefined {
  const query = new URLSearchParams(search);
  const lat = coordinate(query, 'lat', 90);
  const long = coordinate(query, 'long', 180);
  if (lat === undefined || long === undefined) return undefined;
  const airportLat = coordinate(query, 'airportLat', 90);
  const airportLong = coordinate(query, 'airportLong', 180);
  const airport = airportLat !== undefined && airportLong !== undefined ? { lat: airportLat, long: airportLong } : undefined;
  return { lat, long, airport };
}

/** The destination page of a place, with its airport when known. */
export function destinationHref(base: string, place: DestinationQuery): string {
  const query = new URLSearchParams({ lat: String(place.lat), long: String(place.long) });
  if (place.airport) {
    query.set('airportLat', String(place.airport.lat));
    query.set('airportLong', String(place.airport.long));
  }
  return `${base}?${query}`;
}
