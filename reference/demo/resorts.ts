import { mediaPath } from '../media/paths.ts';

/** SPEC §3 Resort regions: top-level regions have parent_id null; lat/lon is the region's centre. */
export const REGIONS = [
  { id: 1, name: 'Caribbean', parent_id: null, lat: 16.5, lon: -73.5 },
  { id: 2, name: 'Mexico', parent_id: null, lat: 23.6345, lon: -102.5528 },
  { id: 3, name: 'Europe', parent_id: null, lat: 45.0, lon: 10.0 },
  { id: 4, name: 'Indian Ocean', parent_id: null, lat: -10.0, lon: 70.0 },
  { id: 11, name: 'Jamaica', parent_id: 1, lat: 18.1096, lon: -77.2975 },
  { id: 12, name: 'Dominican Republic', parent_id: 1, lat: 18.7357, lon: -70.1627 },
  { id: 13, name: 'Aruba', parent_id: 1, lat: 12.5211, lon: -69.9683 },
  { id: 21, name: 'Riviera Maya', parent_id: 2, lat: 20.6296, lon: -87.0739 },
  { id: 22, name: 'Los Cabos', parent_id: 2, lat: 23.0, lon: -109.8 },
  { id: 23, name: 'Puerto Vallarta', parent_id: 2, lat: 20.6534, lon: -105.2253 },
  { id: 31, name: 'Algarve', parent_id: 3, lat: 37.1, lon: -8.2 },
  { id: 32, name: 'Canary Islands', parent_id: 3, lat: 28.2916, lon: -15.6291 },
  { id: 33, name: 'Greek Islands', parent_id: 3, lat: 37.0, lon: 25.2 },
  { id: 41, name: 'Maldives', parent_id: 4, lat: 3.2028, lon: 73.2207 },
  { id: 42, name: 'Mauritius', parent_id: 4, lat: -20.3484, lon: 57.5522 },
];

/** Resort properties: the resort service's search and deals read these. */
export const RESORTS = [
  { property_id: 'R-7001', name: 'Montego Bay Sands All-Inclusive', scene: 'beach' as const, seed: 31, regionId: 11, countryCode: 'JM', lat: 18.4762, lon: -77.8939, stars: 4.5, nightly: 389, allInclusive: true },
  { property_id: 'R-7002', name: 'Punta Cana Palm Resort', scene: 'beach' as const, seed: 32, regionId: 12, countryCode: 'DO', lat: 18.5601, lon: -68.3725, stars: 4, nightly: 298, allInclusive: true },
  { property_id: 'R-7003', name: 'Eagle Beach Retreat', scene: 'island' as const, seed: 33, regionId: 13, countryCode: 'AW', lat: 12.5539, lon: -70.0566, stars: 4, nightly: 342, allInclusive: false },
  { property_id: 'R-7004', name: 'Tulum Jungle & Reef Resort', scene: 'forest' as const, seed: 34, regionId: 21, countryCode: 'MX', lat: 20.2114, lon: -87.4654, stars: 5, nightly: 512, allInclusive: true },
  { property_id: 'R-7005', name: 'Cabo Arch Ocean Club', scene: 'desert' as const, seed: 35, regionId: 22, countryCode: 'MX', lat: 22.8905, lon: -109.9167, stars: 5, nightly: 604, allInclusive: true },
  { property_id: 'R-7006', name: 'Bahía Vallarta Beach Resort', scene: 'beach' as const, seed: 36, regionId: 23, countryCode: 'MX', lat: 20.6534, lon: -105.2253, stars: 4, nightly: 231, allInclusive: true },
  { property_id: 'R-7007', name: 'Algarve Cliffs Resort', scene: 'beach' as const, seed: 37, regionId: 31, countryCode: 'PT', lat: 37.0893, lon: -8.2479, stars: 4.5, nightly: 276, allInclusive: false },
  { property_id: 'R-7008', name: 'Tenerife Volcano Spa Resort', scene: 'mountains' as const, seed: 38, regionId: 32, countryCode: 'ES', lat: 28.2916, lon: -16.6291, stars: 4, nightly: 219, allInclusive: true },
  { property_id: 'R-7009', name: 'Naxos Blue Bay Resort', scene: 'island' as const, seed: 39, regionId: 33, countryCode: 'GR', lat: 37.1036, lon: 25.3763, stars: 4, nightly: 248, allInclusive: false },
  { property_id: 'R-7010', name: 'Baa Atoll Overwater Villas', scene: 'island' as const, seed: 40, regionId: 41, countryCode: 'MV', lat: 5.1201, lon: 73.0697, stars: 5, nightly: 1180, allInclusive: true },
  { property_id: 'R-7011', name: 'Le Morne Lagoon Resort', scene: 'beach' as const, seed: 41, regionId: 42, countryCode: 'MU', lat: -20.4563, lon: 57.3145, stars: 4.5, nightly: 455, allInclusive: true },
].map((r) => ({ ...r, image: mediaPath.scene(r.scene, r.seed) }));

/**
 * Booking holds the hold-check and itinerary calls start from (SPEC §4: a hold can be released).
 * A HELD one expires one hold TTL after the API starts; totals are the USD nightly rate × nights.
 */
export const HOLDS = [
  { reference_number: 'RS-240501', status: 'HELD' as const, property_id: 'R-7004', check_in: '2027-01-10', check_out: '2027-01-15', adults: 2, children: 0, total: 2560, currency: 'USD' },
  { reference_number: 'RS-240502', status: 'HELD' as const, property_id: 'R-7010', check_in: '2027-02-14', check_out: '2027-02-21', adults: 2, children: 0, total: 8260, currency: 'USD' },
  { reference_number: 'RS-240503', status: 'CONFIRMED' as const, property_id: 'R-7001', check_in: '2026-12-20', check_out: '2026-12-27', adults: 2, children: 1, total: 2723, currency: 'USD' },
];
