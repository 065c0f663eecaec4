import * as z from 'zod/mini';

/**
 * The one shape of every error answer (docs/api/openapi.json `Error`): a message a person can read,
 * in the request's `x-language` where the API has it, and for a 400 the field paths at fault, each
 * with its messages (`{ "card.number": ["…"] }`), so a form can show each error at its field.
 */
export const errorEnvelope = z.looseObject({
  message: z.string().check(z.minLength(1)),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
