import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A store's value in an island that the build rendered and the browser hydrates. The page's
 * stores start before the islands hydrate (src/client/boot.ts), so a store may already hold what
 * the build could not know (the visitor's currency, say); hydrating with it would not match the
 * server's HTML (React error 418) and React would throw the island away. So React hydrates with
 * `serverValue`, the value the build rendered with, and renders the store's own value right after
 * (React's getServerSnapshot). `serverValue` must be one stable object: a store's initial-value
 * constant.
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const serverSnapshot = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, store.get, serverSnapshot);
}
