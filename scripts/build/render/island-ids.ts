/*
 * @astrojs/react's island ids (dist/context.js): `r0`, `r1`, … counted per page render, in the
 * order the islands reach their renderer; React prefixes the island's useId ids with it.
 * The bundle's React renderer (react-renderer.ts) and the island memo (island-memo.ts) share
 * this count, so an island served from the memo still takes its id, and the ones after keep theirs.
 */

const counts = new WeakMap<object, { next: number }>();

/** The next island id of this page render. */
export function nextIslandId(result: object): string {
  let count = counts.get(result);
  if (!count) counts.set(result, (count = { next: 0 }));
  return `r${count.next++}`;
}

/**
 * A props key under which the island memo hands the renderer the id it has already taken for
 * the island (a symbol: Astro copies it along, and neither serialises it nor passes it on).
 */
export const TAKEN_ID = Symbol('storefront island id');
