import { z } from 'zod';

/*
 * SPEC §7 answer envelopes. Each call's schema is built from one of these, so the
 * envelope a call uses is named once, beside the call.
 */

/** `{ "data": [ … ] }`: about-us, faqs, /api/code, country enable, enabled currencies, lists. */
export const dataList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ "data": … }`: business-info and every other single answer. */
export const dataOf = <T extends z.ZodType>(value: T) => z.object({ data: value });

/** `{ "response": [ … ] }`: hotel deal search. */
export const responseList = <T extends z.ZodType>(item: T) => z.object({ response: z.array(item) });

/** `{ "hotels": [ … ] }`: the hotel service's deals. */
export const hotelsList = <T extends z.ZodType>(item: T) => z.object({ hotels: z.array(item) });

/** Error bodies: the server's own message is kept where it gives one (SPEC §4, §8). */
export const errorBody = z
  .object({ message: z.string().optional(), error: z.string().optional() })
  .partial()
  .loose();
