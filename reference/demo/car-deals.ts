import { mediaPath, type CarBody } from '../media/paths.ts';
import { dealRates } from './prices.ts';

/** Rental companies; their word marks are generated under /media/brands. */
export const RENTAL_BRANDS = {
  hertz: { name: 'Hertz', colour: '#ffcc00', ink: '#111111' },
  avis: { name: 'Avis', colour: '#d4002a', ink: '#ffffff' },
  europcar: { name: 'Europcar', colour: '#00973a', ink: '#ffffff' },
  sixt: { name: 'SIXT', colour: '#ff5f00', ink: '#111111' },
  enterprise: { name: 'Enterprise', colour: '#169a5a', ink: '#ffffff' },
  budget: { name: 'Budget', colour: '#0a2a5c', ink: '#ffffff' },
} as const;
export type RentalBrand = keyof typeof RENTAL_BRANDS;

export interface CarSeed {
  id: string;
  /** Backends send the model in `veh` or in `name` (SPEC §3); both occur here. */
  veh?: string;
  name?: string;
  body: CarBody;
  colour: string;
  brand: RentalBrand;
  seats: number;
  bags: number;
  doors: number;
  pickup: string;
  dropOff: string;
  /** The pick-up and drop-off places of the deal's offer (CAR_LOCATIONS ids). */
  pickUpId: string;
  dropOffId: string;
  published: number;
  total: number;
}

// Prices are USD for the 2-day SPEC §9 window.
const SEEDS: CarSeed[] = [
  { id: 'CR-31001', veh: 'Toyota Corolla or similar', body: 'sedan', colour: '#c0392b', brand: 'hertz', seats: 5, bags: 2, doors: 4, pickup: 'Miami International Airport (MIA)', dropOff: 'Miami International Airport (MIA)', pickUpId: 'MIAT01', dropOffId: 'MIAT01', published: 148, total: 112 },
  { id: 'CR-31002', name: 'Volkswagen Polo or similar', body: 'compact', colour: '#2e86de', brand: 'europcar', seats: 5, bags: 1, doors: 5, pickup: 'Lisbon Airport (LIS)', dropOff: 'Lisbon Santa Apolónia Station', pickUpId: 'LIST01', dropOffId: 'LISS02', published: 96, total: 74 },
  { id: 'CR-31003', veh: 'Jeep Grand Cherokee or similar', body: 'suv', colour: '#1e272e', brand: 'avis', seats: 5, bags: 4, doors: 5, pickup: 'Denver International Airport (DEN)', dropOff: 'Denver International Airport (DEN)', pickUpId: 'DENT01', dropOffId: 'DENT01', published: 264, total: 219 },
  { id: 'CR-31004', name: 'Mercedes-Benz V-Class or similar', body: 'van', colour: '#dfe4ea', brand: 'sixt', seats: 8, bags: 6, doors: 5, pickup: 'Munich Airport (MUC)', dropOff: 'Munich Hauptbahnhof', pickUpId: 'MUCT01', dropOffId: 'MUCS02', published: 398, total: 397.7 },
  { id: 'CR-31005', veh: 'Ford Mustang Convertible or similar', body: 'convertible', colour: '#e1b12c', brand: 'enterprise', seats: 4, bags: 2, doors: 2, pickup: 'Los Angeles International Airport (LAX)', dropOff: 'San Francisco International Airport (SFO)', pickUpId: 'LAXT01', dropOffId: 'SFOT01', published: 312, total: 238 },
  { id: 'CR-31006', name: 'BMW 5 Series or similar', body: 'luxury', colour: '#2f3640', brand: 'sixt', seats: 5, bags: 3, doors: 4, pickup: 'Dubai International Airport (DXB)', dropOff: 'Dubai International Airport (DXB)', pickUpId: 'DXBT01', dropOffId: 'DXBT01', published: 355, total: 289 },
  { id: 'CR-31007', veh: 'Nissan Sentra or similar', body: 'sedan', colour: '#8395a7', brand: 'budget', seats: 5, bags: 2, doors: 4, pickup: 'Cancún International Airport (CUN)', dropOff: 'Cancún International Airport (CUN)', pickUpId: 'CUNT01', dropOffId: 'CUNT01', published: 88, total: 61 },
  { id: 'CR-31008', name: 'Kia Picanto or similar', body: 'compact', colour: '#10ac84', brand: 'hertz', seats: 4, bags: 1, doors: 5, pickup: 'Tallinn Airport (TLL)', dropOff: 'Tallinn Airport (TLL)', pickUpId: 'TLLT01', dropOffId: 'TLLT01', published: 70, total: 76 },
];

/**
 * SPEC §3 Car deals. SPEC §5 cases: CR-31004 saves 30 cents, which rounds to 0 in USD;
 * CR-31008's retail price is below its total; every other retail price exceeds its total.
 */
export const CAR_DEALS = SEEDS.map((s) => ({
  vehiclePicture: mediaPath.car(s.body, s.colour),
  logo: mediaPath.brand(s.brand),
  ...(s.veh ? { veh: s.veh } : {}),
  ...(s.name ? { name: s.name } : {}),
  passangerCapacity: s.seats,
  bagCapacity: s.bags,
  noOfDoors: s.doors,
  pickupLocation: s.pickup,
  dropOffLocation: s.dropOff,
  rates: dealRates({ published: s.published, total: s.total, taxShare: 0.15, markupShare: 0.07 }),
  // The deal's own part of its link; the deal search adds the search (routes/deals.ts, SPEC §2.6).
  link: `/booknow/cars/result-details?offerId=${s.id}`,
}));

/** Each car deal by id: its vehicle, its places and its USD total for the SPEC §9 two-day window, for its offer (offers.ts). */
export const CAR_DEAL_SEEDS: ReadonlyMap<string, CarSeed> = new Map(SEEDS.map((s) => [s.id, s]));
