import { nextIslandId, TAKEN_ID } from './island-ids.ts';

/*
 * An island, rendered once per distinct input. The pages of one tenant in one language
 * carry the same header and overlay islands with the same props (the profile menu, the pickers,
 * the mobile menu, the agent navigation, the overlays), and each page rendered each of them
 * again: React's render, then Astro's (the props serialised twice, hashed, escaped, the
 * <astro-island> element put together): a quarter of a page's render time.
 *
 * Astro renders an island in renderFrameworkComponent (astro/dist/runtime/server/render/component.js),
 * which, patched, asks this hook first (astro-seam.ts). An island's output is a function of its
 * component, its props (the client directive among them) and its island id, so those make the
 * key; islands with slots (children) are rendered as before. The hook takes the island's id at
 * the moment Astro's own code would (after the same wait for the slots), so each island of a page
 * gets the id it gets without the memo, hit or miss.
 *
 * A key is exact or there is none: primitives by value, arrays and plain objects by their
 * entries in order, a frozen object of primitives (the island messages, src/i18n/island-messages.ts)
 * by identity. Anything else (a function, a class instance, a Map) renders the island as before.
 */

const frozen = new WeakMap<object, number | false>();
let nextFrozen = 0;

/** An id for a frozen object whose values are all primitives (so it can never change), else false. */
function frozenId(value: object): number | false {
  // Most props objects are made afresh for each page: they are not remembered.
  if (!Object.isFrozen(value)) return false;
  let id = frozen.get(value);
  if (id === undefined) {
    const immutable = Object.values(value).every((entry) => entry === null || (typeof entry !== 'object' && typeof entry !== 'function'));
    frozen.set(value, (id = immutable ? nextFrozen++ : false));
  }
  return id;
}

/** An exact key of a props value, or undefined when it has none. */
export function keyOf(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      // Length-prefixed: exact without escaping.
      return `${value.length}:${value}`;
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return value ? 't' : 'f';
    case 'undefined':
      return 'u';
    case 'bigint':
      return `${value}n`;
    case 'object': {
      if (value === null) return 'n';
      const id = frozenId(value);
      if (id !== false) return `#${id}`;
      if (Array.isArray(value)) {
        let key = '[';
        for (const item of value) {
          const part = keyOf(item);
          if (part === undefined) return undefined;
          key += `${part},`;
        }
        return `${key}]`;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return undefined;
      if (Object.getOwnPropertySymbols(value).length) return undefined;
      let key = '{';
      for (const [name, entry] of Object.entries(value)) {
        const part = keyOf(entry);
        if (part === undefined) return undefined;
        key += `${name.length}:${name}=${part},`;
      }
      return `${key}}`;
    }
    default:
      return undefined;
  }
}

/** What Astro's render functions hand back: something that writes a component's output. */
export interface Renderable {
  render(destination: { write(chunk: unknown): void }): unknown;
}

/** One call of Astro's renderFrameworkComponent. */
export interface IslandCall {
  result: object;
  displayName: string;
  Component: unknown;
  props: Record<PropertyKey, unknown>;
  slots: Record<string, unknown> | undefined;
}

type RenderIsland = (result: object, displayName: string, Component: unknown, props: Record<PropertyKey, unknown>, slots?: Record<string, unknown>) => Promise<Renderable>;
type RenderSlots = (result: object, slots?: Record<string, unknown>) => Promise<unknown>;

const RENDERER = Symbol.for('astro:renderer');

/**
 * Islands kept. A tenant-language's pages render together (render-share.ts) and hold a dozen or
 * so; a page's own islands (the resort finder, the account forms, the search panels) come back
 * with another tenant of the same services and default language, a site or more later.
 */
const KEEP = 4096;

/**
 * A component whose islands hit less than one time in five, after this many, has props that
 * differ from page to page (a page's search panels, its remote app): keying them costs more than
 * it saves, so they render as before.
 */
const TRY_FOR = 600;
const worthKeying = ({ hits, misses }: Seen) => misses < TRY_FOR || hits * 4 >= misses;

interface Seen {
  entries: Map<string, unknown[]>;
  hits: number;
  misses: number;
}

/** The island memo of one render thread. */
export class IslandMemo {
  readonly #byComponent = new WeakMap<object, Seen>();
  readonly #recent: Array<{ seen: Seen; key: string }> = [];

  /** Astro's renderFrameworkComponent, answered from the memo where it can be (Astro's patched renderFrameworkComponent calls it so, astro-seam.ts). */
  island(call: IslandCall, render: RenderIsland, renderSlots: RenderSlots): Promise<Renderable> {
    const { result, displayName, Component, props, slots } = call;
    // Only a component tagged with its renderer (src/build/island-renderer-integration.ts) takes
    // its id where this hook takes it; an untagged one is asked about first (Astro's check).
    const seen = typeof Component === 'function' && RENDERER in Component ? this.#seen(Component) : undefined;
    const key = seen && !hasSlots(slots) && worthKeying(seen) ? keyOf([displayName, props]) : undefined;
    if (key === undefined) return render(result, displayName, Component, props, slots);
    return this.#island(seen!, key, call, render, renderSlots);
  }

  async #island(seen: Seen, propsKey: string, { result, displayName, Component, props, slots }: IslandCall, render: RenderIsland, renderSlots: RenderSlots): Promise<Renderable> {
    // Astro waits for the slots before the renderer takes the island's id: so does this.
    await renderSlots(result, slots);
    const id = nextIslandId(result);
    const key = `${id}|${propsKey}`;
    let chunks = seen.entries.get(key);
    if (chunks) {
      seen.hits += 1;
    } else {
      seen.misses += 1;
      const rendered = await render(result, displayName, Component, { ...props, [TAKEN_ID]: id }, slots);
      const written: unknown[] = [];
      const done = rendered.render({ write: (chunk) => written.push(chunk) });
      // An island writes its output at once; one that does not is not kept.
      if (done instanceof Promise) return { render: (destination) => done.then(() => written.forEach((chunk) => destination.write(chunk))) };
      this.#keep(seen, key, (chunks = written));
    }
    const output = chunks;
    return { render: (destination) => output.forEach((chunk) => destination.write(chunk)) };
  }

  #seen(Component: object): Seen {
    let seen = this.#byComponent.get(Component);
    if (!seen) this.#byComponent.set(Component, (seen = { entries: new Map(), hits: 0, misses: 0 }));
    return seen;
  }

  #keep(seen: Seen, key: string, chunks: unknown[]): void {
    seen.entries.set(key, chunks);
    this.#recent.push({ seen, key });
    if (this.#recent.length > KEEP) {
      const oldest = this.#recent.shift()!;
      oldest.seen.entries.delete(oldest.key);
    }
  }
}

const hasSlots = (slots: Record<string, unknown> | undefined) => slots !== undefined && Object.keys(slots).length > 0;
