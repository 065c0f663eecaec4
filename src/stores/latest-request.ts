import { REQUEST_CANCELED } from '../api/errors.ts';

/*
 * SPEC §4 Resort: "an earlier deals request is aborted when a new one starts" and "a cancelled
 * request is ignored". One of these per kind of request: starting one aborts the one before it,
 * with SPEC §8's 'Request was canceled' as the abort reason, so the earlier call rejects with that
 * message and any log that prints it says so.
 */

export interface LatestRequest {
  /** Aborts the request before (if still running) and gives the new one its signal. */
  start: () => AbortSignal;
  /** Aborts the running request, if any (the page leaves, the island unmounts). */
  stop: () => void;
}

/** The abort reason of a superseded request. */
export const canceled = (): Error => {
  const error = new Error(REQUEST_CANCELED);
  error.name = 'AbortError';
  return error;
};

export function latestRequest(log: (message: string) => void = (message) => console.debug(message)): LatestRequest {
  let controller: AbortController | undefined;
  const stop = () => {
    if (controller && !controller.signal.aborted) {
      controller.abort(canceled());
      log(REQUEST_CANCELED);
    }
    controller = undefined;
  };
  return {
    start: () => {
      stop();
      controller = new AbortController();
      return controller.signal;
    },
    stop,
  };
}
