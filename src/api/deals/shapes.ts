import * as z from 'zod/mini';
import { httpUrl, siteLink } from '../../validation/fields.ts';

/*
 * SPEC §3 deal shapes. The storefront parses the deal answers with these and the reference
 * API checks its demo deals against them.
 */

const imageUrl = httpUrl;
const amount = z.number().check(z.nonnegative());
const starRating = z.number().check(z.gte(0), z.lte(5));
const name = z.string().check(z.minLength(1));

/**
 * SPEC §3 deal rates (hotel classic, activity, car). publishedRate is the retail price,
 * totalRate the traveller price, savedPrice = publishedRate − totalRate.
 * The wholesale rate agents see (SPEC §6) is baseRate; see `dealMarkup`.
 */
export const dealRatesSchema = z.object({
  discountPercentage: z.number().check(z.gte(0), z.lte(100)),
  publishedRate: amount,
  totalRate: amount,
  savedPrice: z.number(),
  baseRate: amount,
  taxAndFee: amount,
});
export type DealRates = z.output<typeof dealRatesSchema>;

/** SPEC §3 Hotel deal (classic). */
export const hotelDealSchema = z.object({
  hotel: z.object({
    hotelDetails: z.object({
      heroImage: imageUrl,
      name,
      distance: amount,
      distanceFrom: z.string(),
    }),
  }),
  rating: starRating,
  rates: dealRatesSchema,
  /** Deal links open in the storefront itself, so only site-relative paths are accepted. */
  link: siteLink,
});
export type HotelDeal = z.output<typeof hotelDealSchema>;

/** SPEC §3 Hotel deal (v2), served by the hotel service (SPEC §7): the one description of its deals. */
export const hotelDealV2Schema = z.object({
  property_id: name,
  name,
  image: z.object({ large: imageUrl }),
  contact: z.object({
    address: z.object({
      line_1: z.string(),
      city: z.string(),
      state: z.pipe(z.nullish(z.string()), z.transform((value) => value ?? '')),
    }),
  }),
  ratings: z.object({ star_rating: starRating }),
  rate: z.object({
    /** SPEC §5: the recommended price may be absent; the card then shows 'N/A' (src/deals/price-block.ts). */
    recommended_selling_price: z.pipe(z.nullish(amount), z.transform((value) => value ?? undefined)),
    total_rate: amount,
    saved_price: z.number(),
    base_rate: amount,
    tax_and_fees: amount,
  }),
});
export type HotelDealV2 = z.output<typeof hotelDealV2Schema>;

/** SPEC §3 Activity deal. */
export const activityDealSchema = z.object({
  imageUrl,
  title: name,
  duration: name,
  isFreeCancellation: z.boolean(),
  rating: starRating,
  rates: dealRatesSchema,
  link: siteLink,
});
export type ActivityDeal = z.output<typeof activityDealSchema>;

const count = z.int().check(z.nonnegative());
const positiveCount = z.int().check(z.positive());

/** SPEC §3 Car deal; the vehicle is named in `veh` or `name` (either may come). */
export const carDealSchema = z
  .object({
    vehiclePicture: imageUrl,
    logo: imageUrl,
    veh: z.optional(name),
    name: z.optional(name),
    /** Backend spelling (SPEC §3). */
    passangerCapacity: positiveCount,
    bagCapacity: count,
    noOfDoors: positiveCount,
    pickupLocation: name,
    dropOffLocation: name,
    rates: dealRatesSchema,
    link: siteLink,
  })
  .check(z.refine((deal) => !!(deal.veh || deal.name), { error: 'needs veh or name', path: ['name'] }));
export type CarDeal = z.output<typeof carDealSchema>;

/** The card title of a car deal. */
export const carDealTitle = (deal: Pick<CarDeal, 'veh' | 'name'>) => deal.veh ?? deal.name ?? '';
