import { mediaPath, SCENE_KINDS, type CarBody, type SceneKind } from '../media/paths.ts';
import type { HotelCategory } from '../apps/hotel-category-texts.js';
import { ACTIVITY_DEAL_DESTINATIONS, ACTIVITY_DEALS } from './activity-deals.ts';
import { CAR_DEAL_SEEDS, RENTAL_BRANDS, type RentalBrand } from './car-deals.ts';
import { SHIP_LINES } from './cruise.ts';
import { HOTEL_DEALS, hotelDealId } from './hotel-deals.ts';
import { HOTEL_DEALS_V2 } from './hotel-deals-v2.ts';
import { ACTIVITY_DESTINATIONS, AIRPORTS, CAR_LOCATIONS, HOTEL_LOCATIONS } from './places.ts';
import { REGIONS, RESORTS } from './resorts.ts';

/*
 * Bookable offers of the reference remote apps: search results, details, and the price
 * a checkout books. Every offer is derived from its id and the search query, so details and a
 * booking price the same offer again without keeping any state. Prices are USD; the routes convert.
 */

export const SERVICES = ['hotels', 'flights', 'cars', 'activities', 'cruise', 'resort'] as const;
export type Service = (typeof SERVICES)[number];

/** A fact of an offer: the remote app labels `key` in the visitor's language; `value` is a name, number or ISO date. */
export interface Fact {
  key: string;
  value: string;
}

export interface Offer {
  id: string;
  service: Service;
  title: string;
  image: string;
  location: string;
  rating?: number;
  facts: Fact[];
  /** SPEC §9 hotel categories (hotels only), for the results' category filter. */
  categories?: HotelCategory[];
  /** The first and last day the booking covers, for My Trips. */
  startDate: string;
  endDate: string;
  /** Total for the whole booking, USD. */
  usd: number;
}

/** The search queries of the contract's result pages, already validated (routes/offers.ts). */
export interface HotelQuery {
  destination: string;
  checkIn: string;
  checkOut: string;
  rooms: { adults: number; children: number[] }[];
}
export interface FlightQuery {
  from: string;
  to: string;
  departDate: string;
  returnDate?: string;
  tripType: 'oneway' | 'return';
  adults: number;
  children: number;
  infants: number;
}
export interface CarQuery {
  pickUp: string;
  dropOff: string;
  pickUpDate: string;
  pickUpTime: string;
  dropOffDate: string;
  dropOffTime: string;
  driverAge: number;
}
export interface ActivityQuery {
  destination: string;
  startDate: string;
  endDate: string;
}
export interface CruiseQuery {
  line: string;
  month: string;
  guests: { type: 'adult' | 'children' | 'infant'; count: number }[];
}
export interface ResortQuery {
  region?: number;
  checkIn: string;
  checkOut: string;
  adults: number;
}

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const money = (value: number) => Math.round(value * 100) / 100;
/** A stable small number from a text, so the same offer always has the same price and picture. */
const spread = (text: string, size: number) => [...text].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 9973, 7) % size;

/*
 * Hotels: four per destination, plus the home page's deals by their id (deal links, SPEC §2.6):
 * the hotel service's v2 deals by property id and the classic deals by HD- id.
 */

const HOTEL_NAMES: { name: (city: string) => string; scene: SceneKind; stars: number; nightly: number; categories: HotelCategory[] }[] = [
  { name: (city) => `Grand ${city} Plaza`, scene: 'city', stars: 5, nightly: 310, categories: ['city', 'business', 'luxury', 'shopping'] },
  { name: (city) => `${city} Harbour Suites`, scene: 'beach', stars: 4, nightly: 205, categories: ['beach', 'family', 'romantic'] },
  { name: (city) => `Old Town ${city} Inn`, scene: 'city', stars: 3, nightly: 128, categories: ['historic', 'boutique', 'city', 'pet-friendly'] },
  { name: (city) => `${city} Garden Retreat`, scene: 'forest', stars: 4.5, nightly: 244, categories: ['spa', 'natural', 'eco-certified', 'romantic'] },
];

/** What a place adds to its grand hotel and its retreat (SPEC §9 categories that belong to the place). */
const PLACE_CATEGORIES: Record<string, HotelCategory[]> = {
  'city-cun': ['casino', 'golf'],
  'reg-rmaya': ['golf', 'adventure-sport'],
  'city-lis': ['winery'],
  'city-par': ['winery'],
  'city-dxb': ['golf'],
  'city-mia': ['casino'],
  'city-mib': ['casino', 'golf'],
  'city-kyo': ['hot-springs'],
  'city-tyo': ['hot-springs'],
  'city-zrm': ['ski', 'adventure-sport'],
  'city-gap': ['ski', 'hot-springs', 'golf'],
};

/** The categories of a home-page deal hotel, from what its picture shows. */
const SCENE_CATEGORIES: Record<SceneKind, HotelCategory[]> = {
  beach: ['beach', 'romantic'],
  city: ['city', 'shopping'],
  island: ['beach', 'luxury', 'romantic'],
  forest: ['natural', 'eco-certified'],
  desert: ['adventure-sport', 'luxury'],
  snow: ['ski', 'hot-springs'],
  mountains: ['natural', 'adventure-sport'],
  lake: ['natural', 'family'],
};

/** The scene of a media path such as /media/scenes/beach-3.svg. */
const sceneOf = (image: string) => SCENE_KINDS.find((scene) => image.includes(`/scenes/${scene}-`));
const dealCategories = (image: string): HotelCategory[] => SCENE_CATEGORIES[sceneOf(image) ?? 'city'];

function hotelFacts(query: HotelQuery, stars: number): { facts: Fact[]; units: number } {
  const nights = days(query.checkIn, query.checkOut);
  const guests = query.rooms.reduce((sum, room) => sum + room.adults + room.children.length, 0);
  const facts = [
    { key: 'stars', value: String(stars) },
    { key: 'checkIn', value: query.checkIn },
    { key: 'checkOut', value: query.checkOut },
    { key: 'nights', value: String(nights) },
    { key: 'rooms', value: String(query.rooms.length) },
    { key: 'guests', value: String(guests) },
  ];
  return { facts, units: nights * query.rooms.length };
}

function hotelOffer(id: string, query: HotelQuery): Offer | undefined {
  const v2 = HOTEL_DEALS_V2.find(({ deal }) => deal.property_id === id)?.deal;
  if (v2) {
    const { facts, units } = hotelFacts(query, v2.ratings.star_rating);
    // A v2 deal's total covers the SPEC §9 two-night detail link.
    const nightly = v2.rate.total_rate / 2;
    const { line_1, city } = v2.contact.address;
    const base = { id, service: 'hotels' as const, title: v2.name, image: v2.image.large, location: `${line_1}, ${city}` };
    return { ...base, rating: v2.ratings.star_rating, facts, categories: dealCategories(v2.image.large), startDate: query.checkIn, endDate: query.checkOut, usd: money(nightly * units) };
  }
  const classic = HOTEL_DEALS.find((deal) => hotelDealId(deal) === id);
  if (classic) {
    const { facts, units } = hotelFacts(query, classic.rating);
    const details = classic.hotel.hotelDetails;
    // A classic deal's total covers the SPEC §9 two-night deal window.
    const nightly = classic.rates.totalRate / 2;
    const base = { id, service: 'hotels' as const, title: details.name, image: details.heroImage, location: `${details.distance} km · ${details.distanceFrom}` };
    return { ...base, rating: classic.rating, facts, categories: dealCategories(details.heroImage), startDate: query.checkIn, endDate: query.checkOut, usd: money(nightly * units) };
  }
  const [, placeId, n] = /^H\.([\w-]+)\.(\d)$/.exec(id) ?? [];
  const place = HOTEL_LOCATIONS.find((p) => p.id === placeId);
  const template = HOTEL_NAMES[Number(n)];
  if (!place || !template) return undefined;
  const city = 'city' in place && place.city ? place.city : place.name;
  const { facts, units } = hotelFacts(query, template.stars);
  return {
    id,
    service: 'hotels',
    title: template.name(city),
    image: mediaPath.scene(template.scene, 40 + spread(id, 40)),
    location: `${city}, ${place.country}`,
    rating: template.stars,
    facts,
    categories: [...template.categories, ...(Number(n) === 0 || Number(n) === 3 ? (PLACE_CATEGORIES[place.id] ?? []) : [])],
    startDate: query.checkIn,
    endDate: query.checkOut,
    usd: money((template.nightly + spread(id, 40)) * units),
  };
}

/* Flights: three fares a route, priced by distance. */

const AIRLINES = [
  { name: 'SkyBridge Airways', depart: '07:45', stops: 0, factor: 1.25 },
  { name: 'Atlas Air Lines', depart: '13:10', stops: 1, factor: 0.9 },
  { name: 'Northwind', depart: '21:30', stops: 0, factor: 1 },
];

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(a));
}

const clock = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function flightOffer(id: string, query: FlightQuery): Offer | undefined {
  const [, from, to, n] = /^F\.([A-Z]{3})\.([A-Z]{3})\.(\d)$/.exec(id) ?? [];
  const origin = AIRPORTS.find((a) => a.iata === from);
  const destination = AIRPORTS.find((a) => a.iata === to);
  const airline = AIRLINES[Number(n)];
  if (!origin || !destination || !airline || from !== query.from || to !== query.to) return undefined;
  const km = distanceKm(origin.latitude, origin.longitude, destination.latitude, destination.longitude);
  const minutes = Math.round(km / 13.5) + 40 + airline.stops * 95;
  const [hours, mins] = airline.depart.split(':').map(Number) as [number, number];
  const fare = (70 + km * 0.085) * airline.factor;
  const travellers = query.adults + query.children * 0.75 + query.infants * 0.1;
  const trip = query.tripType === 'return' && query.returnDate ? 1.9 : 1;
  const facts = [
    { key: 'airline', value: airline.name },
    { key: 'route', value: `${origin.iata} → ${destination.iata}` },
    { key: 'departDate', value: query.departDate },
    ...(trip > 1 ? [{ key: 'returnDate', value: query.returnDate! }] : []),
    { key: 'departs', value: airline.depart },
    { key: 'arrives', value: clock(hours * 60 + mins + minutes) },
    { key: 'duration', value: `${Math.floor(minutes / 60)}h ${minutes % 60}m` },
    { key: 'stops', value: String(airline.stops) },
    { key: 'passengers', value: String(query.adults + query.children + query.infants) },
  ];
  return {
    id,
    service: 'flights',
    title: `${origin.city} → ${destination.city}`,
    image: mediaPath.scene('city', 60 + Number(n)),
    location: `${origin.name} → ${destination.name}`,
    facts,
    startDate: query.departDate,
    endDate: trip > 1 ? query.returnDate! : query.departDate,
    usd: money(fare * travellers * trip),
  };
}

/* Cars: four vehicles at each location. */

const VEHICLES: { model: string; body: CarBody; colour: string; brand: RentalBrand; seats: number; bags: number; doors: number; daily: number }[] = [
  { model: 'Volkswagen Polo or similar', body: 'compact', colour: '#2e86de', brand: 'europcar', seats: 5, bags: 1, doors: 5, daily: 38 },
  { model: 'Toyota Corolla or similar', body: 'sedan', colour: '#c0392b', brand: 'hertz', seats: 5, bags: 2, doors: 4, daily: 52 },
  { model: 'Jeep Compass or similar', body: 'suv', colour: '#1e272e', brand: 'avis', seats: 5, bags: 4, doors: 5, daily: 79 },
  { model: 'Mercedes-Benz V-Class or similar', body: 'van', colour: '#dfe4ea', brand: 'sixt', seats: 8, bags: 6, doors: 5, daily: 128 },
];

/** A home-page car deal as a vehicle of its pick-up place, its daily rate from its two-day total (SPEC §9 window). */
function dealVehicle(id: string): { placeId: string; vehicle: (typeof VEHICLES)[number] } | undefined {
  const deal = CAR_DEAL_SEEDS.get(id);
  if (!deal) return undefined;
  const model = deal.veh ?? deal.name ?? '';
  return { placeId: deal.pickUpId, vehicle: { model, body: deal.body, colour: deal.colour, brand: deal.brand, seats: deal.seats, bags: deal.bags, doors: deal.doors, daily: deal.total / 2 } };
}

function carOffer(id: string, query: CarQuery): Offer | undefined {
  const [, fleetPlace, n] = /^C\.([\w-]+)\.(\d)$/.exec(id) ?? [];
  const { placeId, vehicle } = dealVehicle(id) ?? { placeId: fleetPlace, vehicle: VEHICLES[Number(n)] };
  const pickUp = CAR_LOCATIONS.find((p) => p.id === placeId);
  const dropOff = CAR_LOCATIONS.find((p) => p.id === query.dropOff);
  if (!pickUp || !dropOff || !vehicle || placeId !== query.pickUp) return undefined;
  const hours = (Date.parse(`${query.dropOffDate}T${query.dropOffTime}Z`) - Date.parse(`${query.pickUpDate}T${query.pickUpTime}Z`)) / 3_600_000;
  const rentalDays = Math.max(1, Math.ceil(hours / 24));
  // Young drivers pay a surcharge, as rental companies charge one under 25.
  const daily = vehicle.daily + (query.driverAge < 25 ? 15 : 0);
  // A deal's total already covers its own one-way drop-off.
  const oneWay = pickUp.id === dropOff.id || CAR_DEAL_SEEDS.has(id) ? 0 : 45;
  return {
    id,
    service: 'cars',
    title: vehicle.model,
    image: mediaPath.car(vehicle.body, vehicle.colour),
    location: pickUp.name,
    facts: [
      { key: 'company', value: RENTAL_BRANDS[vehicle.brand].name },
      { key: 'pickUp', value: pickUp.name },
      { key: 'dropOff', value: dropOff.name },
      { key: 'pickUpDate', value: `${query.pickUpDate} ${query.pickUpTime}` },
      { key: 'dropOffDate', value: `${query.dropOffDate} ${query.dropOffTime}` },
      { key: 'days', value: String(rentalDays) },
      { key: 'seats', value: String(vehicle.seats) },
      { key: 'bags', value: String(vehicle.bags) },
      { key: 'doors', value: String(vehicle.doors) },
    ],
    startDate: query.pickUpDate,
    endDate: query.dropOffDate,
    usd: money(daily * rentalDays + oneWay),
  };
}

/* Activities: the home page's activity deals where they are, and a walking tour everywhere. */

const dealCode = (deal: (typeof ACTIVITY_DEALS)[number]) => deal.link.split('/').pop()!;
function activityOffer(id: string, query: ActivityQuery): Offer | undefined {
  const deal = ACTIVITY_DEALS.find((d) => dealCode(d) === id);
  const walk = /^WALK(\d+)$/.exec(id);
  const place = ACTIVITY_DESTINATIONS.find((p) => p.id === (deal ? ACTIVITY_DEAL_DESTINATIONS.get(id) : walk && `d-${walk[1]}`));
  if (!place || (!deal && !walk)) return undefined;
  const base = { id, service: 'activities' as const, location: `${place.name}, ${place.country}`, startDate: query.startDate, endDate: query.startDate };
  if (deal) {
    return {
      ...base,
      title: deal.title,
      image: deal.imageUrl,
      rating: deal.rating,
      facts: [
        { key: 'date', value: query.startDate },
        { key: 'duration', value: deal.duration },
        { key: 'freeCancellation', value: deal.isFreeCancellation ? 'yes' : 'no' },
      ],
      usd: deal.rates.totalRate,
    };
  }
  return {
    ...base,
    title: `${place.name} Highlights Walking Tour`,
    image: mediaPath.scene('city', 80 + spread(id, 10)),
    rating: 4.5,
    facts: [
      { key: 'date', value: query.startDate },
      { key: 'duration', value: '3 hours' },
      { key: 'freeCancellation', value: 'yes' },
    ],
    usd: 45 + spread(id, 30),
  };
}

/* Cruise: three sailings a line each month. */

const SHIPS: Record<string, string> = {
  RCL: 'Wonder of the Seas',
  CCL: 'Carnival Celebration',
  MSC: 'MSC Seascape',
  CEL: 'Celebrity Beyond',
  DCL: 'Disney Wish',
};
const ITINERARIES = [
  { ports: 'Miami · Cozumel · Roatán · Costa Maya · Miami', nights: 7, day: 5, perNight: 142 },
  { ports: 'Port Canaveral · Nassau · CocoCay · Port Canaveral', nights: 4, day: 14, perNight: 168 },
  { ports: 'Barcelona · Marseille · Genoa · Naples · Barcelona', nights: 7, day: 23, perNight: 155 },
];

/** A ship line by the id of GET /api/cruise/ship-lines, or by its code. */
export const shipLine = (line: string) => SHIP_LINES.find((l) => String(l.id) === line || l.code === line);

function cruiseOffer(id: string, query: CruiseQuery): Offer | undefined {
  const [, code, month, n] = /^S\.([A-Z]{3})\.(\d{4}-\d{2})\.(\d)$/.exec(id) ?? [];
  const line = shipLine(code ?? '');
  const sailing = ITINERARIES[Number(n)];
  if (!line || !sailing || month !== query.month || shipLine(query.line)?.code !== line.code) return undefined;
  const count = (type: string) => query.guests.find((g) => g.type === type)?.count ?? 0;
  const start = `${month}-${String(sailing.day).padStart(2, '0')}`;
  const end = new Date(Date.parse(start) + sailing.nights * DAY_MS).toISOString().slice(0, 10);
  const guests = count('adult') + count('children') * 0.7 + count('infant') * 0.1;
  return {
    id,
    service: 'cruise',
    title: `${sailing.nights}-night ${SHIPS[line.code]}`,
    image: mediaPath.scene('island', 90 + Number(n)),
    location: sailing.ports,
    facts: [
      { key: 'line', value: line.name },
      { key: 'ship', value: SHIPS[line.code]! },
      { key: 'departure', value: start },
      { key: 'nights', value: String(sailing.nights) },
      { key: 'ports', value: sailing.ports },
      { key: 'guests', value: String(count('adult') + count('children') + count('infant')) },
    ],
    startDate: start,
    endDate: end,
    usd: money(sailing.perNight * sailing.nights * guests),
  };
}

/* Resort: the resort service's properties. */

function resortOffer(id: string, query: ResortQuery): Offer | undefined {
  const resort = RESORTS.find((r) => r.property_id === id);
  if (!resort) return undefined;
  const nights = days(query.checkIn, query.checkOut);
  const region = REGIONS.find((r) => r.id === resort.regionId)!;
  return {
    id,
    service: 'resort',
    title: resort.name,
    image: resort.image,
    location: region.name,
    rating: resort.stars,
    facts: [
      { key: 'checkIn', value: query.checkIn },
      { key: 'checkOut', value: query.checkOut },
      { key: 'nights', value: String(nights) },
      { key: 'guests', value: String(query.adults) },
      { key: 'allInclusive', value: resort.allInclusive ? 'yes' : 'no' },
    ],
    startDate: query.checkIn,
    endDate: query.checkOut,
    // Two adults share the nightly rate; each further adult adds 40%.
    usd: money(resort.nightly * nights * (1 + Math.max(0, query.adults - 2) * 0.4)),
  };
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i);
const defined = <T>(items: (T | undefined)[]) => items.filter((item): item is T => item !== undefined);

export interface OfferQueries {
  hotels: HotelQuery;
  flights: FlightQuery;
  cars: CarQuery;
  activities: ActivityQuery;
  cruise: CruiseQuery;
  resort: ResortQuery;
}

/** One offer of a service, priced for the query; undefined when the id names nothing (or another search). */
export const quote: { [S in Service]: (id: string, query: OfferQueries[S]) => Offer | undefined } = {
  hotels: hotelOffer,
  flights: flightOffer,
  cars: carOffer,
  activities: activityOffer,
  cruise: cruiseOffer,
  resort: resortOffer,
};

/** The offers a search finds, cheapest first. */
export const searchOffers: { [S in Service]: (query: OfferQueries[S]) => Offer[] } = {
  hotels: (q) => defined(range(HOTEL_NAMES.length).map((n) => hotelOffer(`H.${q.destination}.${n}`, q))),
  flights: (q) => defined(range(AIRLINES.length).map((n) => flightOffer(`F.${q.from}.${q.to}.${n}`, q))),
  cars: (q) => defined(range(VEHICLES.length).map((n) => carOffer(`C.${q.pickUp}.${n}`, q))),
  activities: (q) => {
    const codes = ACTIVITY_DEALS.map(dealCode).filter((code) => ACTIVITY_DEAL_DESTINATIONS.get(code) === q.destination);
    return defined([...codes, `WALK${q.destination.replace(/^d-/, '')}`].map((id) => activityOffer(id, q)));
  },
  cruise: (q) => {
    const line = shipLine(q.line);
    return line ? defined(range(ITINERARIES.length).map((n) => cruiseOffer(`S.${line.code}.${q.month}.${n}`, q))) : [];
  },
  resort: (q) =>
    defined(
      RESORTS.filter((r) => q.region === undefined || r.regionId === q.region || REGIONS.find((g) => g.id === r.regionId)?.parent_id === q.region).map(
        (r) => resortOffer(r.property_id, q),
      ),
    ),
};
