import { useEffect, useState } from 'react';
import { failureMessage } from '../../api/errors.ts';

/** SPEC §4 Async lists: loading, then the list, or on failure an empty list and the message. */
export type ListState<T> = { status: 'loading' } | { status: 'success'; items: readonly T[] } | { status: 'failure'; message: string };

/** A list a panel needs once (ship lines, residence countries), asked for when the panel mounts. */
export function useList<T>(load: (signal: AbortSignal) => Promise<readonly T[]>): ListState<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (items) => !controller.signal.aborted && setState({ status: 'success', items }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failure', message: failureMessage(error) }),
    );
    return () => controller.abort();
    // Once per panel: these lists do not change while the page is open.
  }, []);
  return state;
}
