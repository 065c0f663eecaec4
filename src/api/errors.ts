/** SPEC §4 Async lists, §8: the message kept when a call fails and the server gives none. */
export const GENERIC_FAILURE = 'Something went wrong';

/**
 * SPEC §8: the message of a request that a newer one replaced. Here, apart from the resort schemas,
 * so the stores that cancel (latest-request.ts) bring no zod into a page's first load.
 */
export const REQUEST_CANCELED = 'Request was canceled';

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly path: string;
  /** The server's error body or the network cause, for logs and build output. */
  readonly detail: unknown;

  constructor(message: string, status: number | undefined, path: string, detail?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.path = path;
    this.detail = detail;
  }
}

/** The message a failed call keeps: the server's own, or the generic one. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return GENERIC_FAILURE;
}
