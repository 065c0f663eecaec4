import { mediaPath, type SceneKind } from '../media/paths.ts';
import { v2Rate } from './prices.ts';

interface V2Seed {
  id: string;
  name: string;
  scene: SceneKind;
  seed: number;
  line1: string;
  city: string;
  state: string | null;
  stars: number;
  /** Missing for one deal: SPEC §5 shows 'N/A' for a missing recommended price. */
  published?: number;
  /** The saving the service reports when it gives no recommended price. */
  saved?: number;
  total: number;
  /** One of the hotel service's top destinations (GET /deals?top_destination=true). */
  top: boolean;
}

const SEEDS: V2Seed[] = [
  { id: 'P-100231', name: 'The Palms Oceanfront', scene: 'beach', seed: 11, line1: '3025 Collins Ave', city: 'Miami Beach', state: 'FL', stars: 4, published: 529, total: 412, top: true },
  { id: 'P-100232', name: 'Hotel Marais Lumière', scene: 'city', seed: 12, line1: '18 Rue des Archives', city: 'Paris', state: 'Île-de-France', stars: 4, published: 688, total: 571, top: true },
  { id: 'P-100233', name: 'Riviera Maya Grand', scene: 'beach', seed: 13, line1: 'Carretera Federal 307 km 48', city: 'Playa del Carmen', state: 'Quintana Roo', stars: 5, published: 1240, total: 899, top: true },
  { id: 'P-100234', name: 'Shinjuku Skyline Tower', scene: 'city', seed: 14, line1: '2-7-2 Nishi-Shinjuku', city: 'Tokyo', state: null, stars: 4, total: 486, saved: 64, top: true },
  { id: 'P-100235', name: 'Atlas Kasbah Retreat', scene: 'desert', seed: 15, line1: 'Route d’Imlil', city: 'Marrakech', state: 'Marrakech-Safi', stars: 4, published: 344, total: 255, top: true },
  { id: 'P-100236', name: 'Banff Pinecrest Lodge', scene: 'mountains', seed: 16, line1: '415 Banff Ave', city: 'Banff', state: 'AB', stars: 3.5, published: 398, total: 397.65, top: true },
  { id: 'P-100237', name: 'Zermatt Matterhorn Chalet', scene: 'snow', seed: 17, line1: 'Bahnhofstrasse 41', city: 'Zermatt', state: 'Valais', stars: 5, published: 1560, total: 1290, top: true },
  { id: 'P-100238', name: 'Maldives Lagoon Villas', scene: 'island', seed: 18, line1: 'North Malé Atoll', city: 'Malé', state: null, stars: 5, published: 2380, total: 1795, top: true },
  { id: 'P-100239', name: 'Amalfi Cliffside Hotel', scene: 'beach', seed: 19, line1: 'Via Cristoforo Colombo 12', city: 'Positano', state: 'Campania', stars: 4.5, published: 915, total: 760, top: false },
  { id: 'P-100240', name: 'Brooklyn Bridge Loft Hotel', scene: 'city', seed: 20, line1: '60 Furman St', city: 'New York', state: 'NY', stars: 4, published: 640, total: 548, top: false },
  { id: 'P-100241', name: 'Alfama Riverside Rooms', scene: 'city', seed: 35, line1: 'Rua de São Miguel 21', city: 'Lisbon', state: null, stars: 3.5, published: 300, total: 318, top: true },
  { id: 'P-100242', name: 'Lofoten Fisherman Cabins', scene: 'snow', seed: 36, line1: 'Hamnøy 12', city: 'Reine', state: 'Nordland', stars: 4, published: 410, total: 410, top: true },
];

/**
 * SPEC §3 Hotel deals (v2) as the hotel service answers them. SPEC §5 cases: P-100234 has no
 * recommended price; P-100236 saves 35 cents (rounds to 0 in USD); P-100242 saves nothing;
 * P-100241's recommended price is below its total; every other one exceeds its total.
 */
export const HOTEL_DEALS_V2 = SEEDS.map((s) => ({
  deal: {
    property_id: s.id,
    name: s.name,
    image: { large: mediaPath.scene(s.scene, s.seed) },
    contact: { address: { line_1: s.line1, city: s.city, state: s.state } },
    ratings: { star_rating: s.stars },
    rate: v2Rate({ published: s.published, total: s.total, saved: s.saved }),
  },
  top: s.top,
}));
