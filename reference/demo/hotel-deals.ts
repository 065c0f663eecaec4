import { mediaPath, type SceneKind } from '../media/paths.ts';
import { dealRates } from './prices.ts';

interface HotelSeed {
  id: string;
  name: string;
  scene: SceneKind;
  seed: number;
  distance: number;
  distanceFrom: string;
  rating: number;
  published: number;
  total: number;
}

// Prices are USD for a 2-night stay (SPEC §9 window), 2 adults.
const SEEDS: HotelSeed[] = [
  { id: 'HD-24001', name: 'Azure Bay Resort & Spa, Cancún', scene: 'beach', seed: 1, distance: 12.4, distanceFrom: 'Cancún International Airport', rating: 4.5, published: 612, total: 459 },
  { id: 'HD-24002', name: 'Casa do Fado Boutique Hotel, Lisbon', scene: 'city', seed: 2, distance: 0.6, distanceFrom: 'Praça do Comércio', rating: 4, published: 398, total: 319 },
  { id: 'HD-24003', name: 'Caldera View Suites, Santorini', scene: 'island', seed: 3, distance: 1.1, distanceFrom: 'Fira', rating: 5, published: 1180, total: 944 },
  { id: 'HD-24004', name: 'Gion Garden Ryokan, Kyoto', scene: 'forest', seed: 4, distance: 0.3, distanceFrom: 'Yasaka Shrine', rating: 4.5, published: 720, total: 612 },
  { id: 'HD-24005', name: 'Marina Pearl Hotel, Dubai', scene: 'desert', seed: 5, distance: 2.2, distanceFrom: 'Dubai Marina', rating: 5, published: 845, total: 592 },
  { id: 'HD-24006', name: 'Harbour Lights Inn, Reykjavík', scene: 'snow', seed: 6, distance: 0.9, distanceFrom: 'Hallgrímskirkja', rating: 3.5, published: 402, total: 401.8 },
  { id: 'HD-24007', name: 'Table Mountain Lodge, Cape Town', scene: 'mountains', seed: 7, distance: 3.4, distanceFrom: 'V&A Waterfront', rating: 4, published: 356, total: 277 },
  { id: 'HD-24008', name: 'Ubud Rice Terrace Villas, Bali', scene: 'forest', seed: 8, distance: 4.8, distanceFrom: 'Ubud Monkey Forest', rating: 4.5, published: 289, total: 198 },
  { id: 'HD-24009', name: 'Rambla Loft Hotel, Barcelona', scene: 'city', seed: 9, distance: 0.2, distanceFrom: 'La Rambla', rating: 3, published: 264, total: 263.7 },
  { id: 'HD-24010', name: 'Lakeside Alpine Chalet, Queenstown', scene: 'lake', seed: 10, distance: 1.6, distanceFrom: 'Queenstown Gardens', rating: 4, published: 530, total: 436 },
  { id: 'HD-24011', name: 'Old Town Guesthouse, Tallinn', scene: 'city', seed: 31, distance: 0.4, distanceFrom: 'Town Hall Square', rating: 3.5, published: 176, total: 189 },
  { id: 'HD-24012', name: 'Fjord Cabin Hotel, Bergen', scene: 'lake', seed: 32, distance: 0.8, distanceFrom: 'Bryggen', rating: 4, published: 245, total: 245 },
];

/**
 * SPEC §3 Hotel deals (classic); each SPEC §5 price rule has a deal (deals-variety.test.ts
 * beside the reference API names them): HD-24006 and HD-24009 save
 * under 50 cents, so their saving rounds to 0 in USD (HD-24006's 20 cents is 1 AED); HD-24012
 * saves nothing in any currency; HD-24011's retail price is below its total (a negative saving,
 * the one retail price not above the total); every other retail price exceeds its total.
 */
export const HOTEL_DEALS = SEEDS.map((s) => ({
  hotel: {
    hotelDetails: {
      heroImage: mediaPath.scene(s.scene, s.seed),
      name: s.name,
      distance: s.distance,
      distanceFrom: s.distanceFrom,
    },
  },
  rating: s.rating,
  rates: dealRates({ published: s.published, total: s.total }),
  // The deal's own part of its link; the deal search adds the search (routes/deals.ts, SPEC §2.6).
  link: `/booknow/hotels/deal/${s.id}`,
}));

/** The deal id a classic hotel deal's link names (HD-…). */
export const hotelDealId = (deal: { link: string }) => deal.link.split('/').pop()!.split('?')[0]!;
