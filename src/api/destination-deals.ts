import * as z from 'zod/mini';
import type { ApiClient } from './client.ts';

/*
 * SPEC §7 hotel service GET /deals (query top_destination, lat, long, currency; answer
 * data.hotels): the fields the destination pages show, on zod/mini to keep them light.
 */
const money = z.number().check(z.nonnegative());

export const destinationDealSchema = z.object({
  property_id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  image: z.object({ large: z.string().check(z.url({ protocol: /^https?$/ })) }),
  contact: z.object({ address: z.object({ city: z.string(), state: z.nullish(z.string()) }) }),
  ratings: z.object({ star_rating: z.number().check(z.minimum(0), z.maximum(5)) }),
  rate: z.object({ total_rate: money, saved_price: z.number() }),
});
export type DestinationDeal = z.output<typeof destinationDealSchema>;

export const destinationDealsAnswer = z.object({ hotels: z.array(destinationDealSchema) });

export interface DestinationDealsParams {
  /** The hotel service's own top-destination selection. */
  top: boolean;
  lat: number;
  long: number;
  currency: string;
}

export const fetchDestinationDeals = async (hotelApi: ApiClient, params: DestinationDealsParams, signal?: AbortSignal) =>
  (
    await hotelApi.get('/deals', destinationDealsAnswer, {
      query: { top_destination: params.top, lat: params.lat, long: params.long, currency: params.currency },
      signal,
    })
  ).hotels;
