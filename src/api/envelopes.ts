import * as z from 'zod/mini';

/*
 * SPEC §7 answer envelopes. Each call's schema is built from one of these, so the
 * envelope a call uses is named once, beside the call. They take any zod schema, classic
 * or mini, and are themselves `zod/mini` so the browser islands can use them.
 */

/** `{ "data": [ … ] }`: about-us, faqs, /api/code, country enable, enabled currencies, lists. */
export const dataList = <T extends z.core.SomeType>(item: T) => z.object({ data: z.array(item) });

/** `{ "data": … }`: business-info and every other single answer. */
export const dataOf = <T extends z.core.SomeType>(value: T) => z.object({ data: value });

/** `{ "response": [ … ] }`: hotel deal search. */
export const responseList = <T extends z.core.SomeType>(item: T) => z.object({ response: z.array(item) });

/** `{ "hotels": [ … ] }`: the hotel service's deals. */
export const hotelsList = <T extends z.core.SomeType>(item: T) => z.object({ hotels: z.array(item) });

/** Error bodies: the server's own message is kept where it gives one (SPEC §4, §8). */
export const errorBody = z.looseObject({ message: z.optional(z.string()), error: z.optional(z.string()) });
