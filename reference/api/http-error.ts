/** An error answer: `{ "message": … }`, plus field errors for 400s. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}
