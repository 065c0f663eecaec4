/** SPEC §4 Async lists, §8: the message kept when a call fails and the server gives none. */
export const GENERIC_FAILURE = 'Something went wrong';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly path: string,
    /** zod field errors or similar detail from the server, for logs. */
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

/** The message a failed call keeps: the server's own, or the generic one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return GENERIC_FAILURE;
}
