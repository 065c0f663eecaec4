import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near.ts';

/** An IntersectionObserver the test drives: `show(true)` reports the element near the screen. */
function fakeObserver() {
  const made: { margin: string | undefined; observed: Element[]; disconnected: boolean; report: (near: boolean) => void }[] = [];
  class Fake {
    readonly entry: (typeof made)[number];
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
      this.entry = { margin: options?.rootMargin, observed: [], disconnected: false, report: (near) => callback([{ isIntersecting: near }]) };
      made.push(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.push(element);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return made;
}

const element = {} as Element;

describe('whenNear (the carousel loads Swiper once its row is on screen)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts only once the element comes near, once, then stops watching', () => {
    const observers = fakeObserver();
    const start = vi.fn();
    whenNear(element, start, '100px');
    expect(observers[0]).toMatchObject({ margin: '100px', observed: [element] });
    observers[0]!.report(false);
    expect(start).not.toHaveBeenCalled();
    observers[0]!.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('never starts once stopped (the island went away first)', () => {
    const observers = fakeObserver();
    const start = vi.fn();
    whenNear(element, start)();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('starts at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    whenNear(element, start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
