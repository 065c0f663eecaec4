/*
 * SPEC §7 hotel, flight and resort service clients: separate backends, each with its own
 * ApiClient. The reference API mounts them under these prefixes of its own origin, and the
 * build points a tenant's service URLs there when it runs against the reference API.
 */
export const REFERENCE_SERVICE_MOUNTS = {
  hotel: '/hotel-service',
  flight: '/flight-service',
  resort: '/resort-service',
} as const;
