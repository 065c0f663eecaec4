import { mediaPath, type SceneKind } from '../media/paths.ts';
import { dealRates } from './prices.ts';

interface ActivitySeed {
  code: string;
  title: string;
  scene: SceneKind;
  /** Where it takes place (ACTIVITY_DESTINATIONS ids). */
  destination: string;
  seed: number;
  duration: string;
  free: boolean;
  rating: number;
  published: number;
  total: number;
}

// Prices are USD for 2 adults.
const SEEDS: ActivitySeed[] = [
  { code: '5010SYD', destination: 'd-631', title: 'Isla Mujeres Catamaran Day with Snorkelling', scene: 'island', seed: 21, duration: '8 hours', free: true, rating: 4.5, published: 238, total: 178 },
  { code: '6120LIS', destination: 'd-538', title: 'Sintra and Cascais Small-Group Day Trip', scene: 'mountains', seed: 22, duration: '9 hours', free: true, rating: 5, published: 190, total: 158 },
  { code: '7731KYO', destination: 'd-332', title: 'Fushimi Inari Sunrise Hike with Local Guide', scene: 'forest', seed: 23, duration: '3 hours', free: false, rating: 4.5, published: 124, total: 99 },
  { code: '8840DXB', destination: 'd-828', title: 'Red Dunes Desert Safari with BBQ Dinner', scene: 'desert', seed: 24, duration: '6 hours', free: true, rating: 4, published: 176, total: 118 },
  { code: '9102REK', destination: 'd-905', title: 'Northern Lights Super Jeep Tour', scene: 'snow', seed: 25, duration: '4 to 5 hours', free: false, rating: 4.5, published: 340, total: 339.6 },
  { code: '3345CPT', destination: 'd-318', title: 'Cape Peninsula and Penguins Full-Day Tour', scene: 'beach', seed: 26, duration: '10 hours', free: true, rating: 5, published: 210, total: 169 },
  { code: '4410BCN', destination: 'd-562', title: 'Sagrada Família Skip-the-Line Guided Tour', scene: 'city', seed: 27, duration: '1 hour 30 minutes', free: true, rating: 4.5, published: 118, total: 96 },
  { code: '5521ZQN', destination: 'd-4474', title: 'Milford Sound Cruise and Scenic Flight', scene: 'lake', seed: 28, duration: '11 hours', free: false, rating: 5, published: 980, total: 845 },
  { code: '6632RAK', destination: 'd-5408', title: 'Atlas Mountains Berber Villages Trek', scene: 'mountains', seed: 29, duration: '7 hours', free: true, rating: 4, published: 96, total: 71 },
  { code: '1180TLL', destination: 'd-7211', title: 'Tallinn Old Town Walking Tour', scene: 'city', seed: 33, duration: '2 hours', free: true, rating: 4, published: 42, total: 48 },
  { code: '2250BGO', destination: 'd-7334', title: 'Bergen Fjord Kayak Morning', scene: 'lake', seed: 34, duration: '4 hours', free: false, rating: 4.5, published: 130, total: 130 },
];

/**
 * SPEC §3 Activity deals. SPEC §5 cases: 9102REK saves 40 cents, which rounds to 0 in USD (but
 * not in AED, SEK or MXN); 2250BGO saves nothing in any currency; 1180TLL's retail price is
 * below its total; every other retail price exceeds its total.
 */
export const ACTIVITY_DEALS = SEEDS.map((s) => ({
  imageUrl: mediaPath.scene(s.scene, s.seed),
  title: s.title,
  duration: s.duration,
  isFreeCancellation: s.free,
  rating: s.rating,
  rates: dealRates({ published: s.published, total: s.total, taxShare: 0.08, markupShare: 0.1 }),
  // The deal's own part of its link; the deal search adds the search (routes/deals.ts, SPEC §2.6).
  link: `/booknow/activities/result-details/${s.code}`,
}));

/** Where each activity deal takes place, by product code (ACTIVITY_DESTINATIONS ids). */
export const ACTIVITY_DEAL_DESTINATIONS: ReadonlyMap<string, string> = new Map(SEEDS.map((s) => [s.code, s.destination]));
