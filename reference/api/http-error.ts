import { say, type FieldErrors, type Message, type MessageId } from './messages.ts';

/**
 * An error answer: `{ "message": … }`, plus field errors for 400s. The message is a catalogue id
 * (messages.ts), said in the request's `x-language` when the answer is written (http.ts
 * errorReply); `Error.message` keeps the English, for logs.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly said: Message;
  readonly errors: FieldErrors | undefined;
  constructor(status: number, message: MessageId | Message, errors?: FieldErrors) {
    const said = typeof message === 'string' ? { id: message } : message;
    super(say(said, 'en'));
    this.status = status;
    this.said = said;
    this.errors = errors;
  }
}
