/**
 * `npm run bench:gc-pinning`: what keeps a page render's objects alive through V8's young-generation
 * collections (scavenges) on this Node, so that each scavenge copies them into the old generation,
 * where only a full collection frees them (this bench prints it).
 *
 * Each pattern makes 100 short-lived objects of ~39 KB (a "page context": an object holding a
 * thousand small ones), then drops it, with a scavenge after each; it prints how much the old
 * generation grew per 100. A pattern that pins nothing leaves a few KB at most; one that pins
 * moves every context, some 3.9 MB.
 */
import { getHeapSpaceStatistics } from 'node:v8';

const gc = (globalThis as { gc?: (options?: { type: 'minor' | 'major' }) => void }).gc;
if (!gc) throw new Error('run with node --expose-gc (npm run bench:gc-pinning does)');

const oldSpaceBytes = () => getHeapSpaceStatistics().find((space) => space.space_name === 'old_space')!.space_used_size;

const weakMap = new WeakMap<object, object>();
const registry = new FinalizationRegistry<number>(() => undefined);
let sink: unknown;

/** Each pattern makes a page context and references it the way the pattern's code does. */
const PATTERNS: Record<string, (context: object) => void> = {
  'nothing but the context': (context) => {
    sink = context;
  },
  'a closure kept as a plain property': (context) => {
    const page = { read: () => context };
    sink = page.read();
  },
  'a getter in an object literal (Astro: the Astro global, the response, the API context, the render options)': (context) => {
    const page = {
      get context() {
        return context;
      },
    };
    sink = page.context;
  },
  'a getter by Object.defineProperty (Astro: its providers)': (context) => {
    const page = {};
    Object.defineProperty(page, 'context', { get: () => context, configurable: true });
    sink = (page as { context: object }).context;
  },
  'an object as a prototype, Object.create (Astro: each component\'s Astro)': (context) => {
    sink = Object.create(context);
  },
  'a WeakMap entry, the context its value, the key a dropped object': (context) => {
    weakMap.set({}, context);
  },
  'a WeakMap entry, the context its key (our island ids: the page\'s render result)': (context) => {
    weakMap.set(context, { count: 0 });
  },
  'a WeakRef target': (context) => {
    sink = new WeakRef(context);
  },
  'a FinalizationRegistry target': (context) => {
    registry.register(context, 0);
  },
};

function pageContext(): object {
  return { parts: Array.from({ length: 1000 }, (_, i) => ({ i })) };
}

console.log('| how a page context is referenced | old generation growth per 100 contexts, a scavenge after each |');
console.log('|---|---|');
for (const [name, pattern] of Object.entries(PATTERNS)) {
  const growth: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    gc({ type: 'major' });
    const before = oldSpaceBytes();
    for (let i = 0; i < 100; i += 1) {
      pattern(pageContext());
      sink = undefined;
      gc({ type: 'minor' });
    }
    gc({ type: 'minor' });
    gc({ type: 'minor' });
    growth.push(oldSpaceBytes() - before);
  }
  // The first round also promotes what the pattern's first call compiles and caches.
  const kb = growth.slice(1).map((bytes) => Math.round(bytes / 1024));
  console.log(`| ${name} | ${kb.join(', ')} KB |`);
}
