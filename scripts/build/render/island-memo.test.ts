import { describe, expect, it } from 'vitest';
import { nextIslandId, TAKEN_ID } from './island-ids.ts';
import { IslandMemo, keyOf, type IslandCall, type Renderable } from './island-memo.ts';

describe('keyOf (an exact key of an island’s props, or none)', () => {
  it('tells apart what renders differently', () => {
    const keys = [
      ['1'],
      [1],
      [true],
      [null],
      [undefined],
      [-0],
      [0],
      ['a,b'],
      ['a', 'b'],
      [{ a: 1, b: 2 }],
      [{ b: 2, a: 1 }],
      [{ 'a:1': 2 }],
      [[1, [2]]],
      [[[1], 2]],
    ].map(keyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives equal props equal keys, and a frozen object of texts its identity', () => {
    const messages = Object.freeze({ title: 'Menu', close: 'Close' });
    expect(keyOf({ messages, links: [{ href: '/a' }] })).toBe(keyOf({ messages, links: [{ href: '/a' }] }));
    expect(keyOf({ messages })).not.toBe(keyOf({ messages: Object.freeze({ title: 'Menu', close: 'Close' }) }));
  });

  it('has no key for what it cannot tell apart exactly', () => {
    expect(keyOf({ onClick: () => undefined })).toBeUndefined();
    expect(keyOf({ when: new Date(0) })).toBeUndefined();
    expect(keyOf({ map: new Map() })).toBeUndefined();
    expect(keyOf({ [Symbol('s')]: 1 })).toBeUndefined();
    // A frozen object with a nested object can still change underneath: by value, not identity.
    const nested = Object.freeze({ list: ['a'] });
    expect(keyOf(nested)).toBe('{4:list=[1:a,],}');
  });
});

/** Astro's slot rendering: a few turns of the microtask queue, even with no slots. */
const renderSlots = async () => {
  await Promise.all([]);
};

/** A stand-in for Astro's renderFrameworkComponent: waits for the slots, takes an id as the renderer does, writes. */
function astroIsland(log: string[]) {
  return async (result: object, displayName: string, _Component: unknown, props: Record<PropertyKey, unknown>): Promise<Renderable> => {
    await renderSlots();
    const id = (props[TAKEN_ID] as string | undefined) ?? nextIslandId(result);
    log.push(`${displayName}:${id}`);
    return { render: (destination) => destination.write(`<astro-island prefix="${id}">${String(props['label'])}</astro-island>`) };
  };
}

function tagged(name: string) {
  const component = () => null;
  Object.defineProperty(component, 'name', { value: name });
  Object.defineProperty(component, Symbol.for('astro:renderer'), { value: '@astrojs/react' });
  return component;
}

async function page(memo: IslandMemo, calls: Array<Omit<IslandCall, 'result'>>, log: string[]) {
  const result = {};
  const rendered = await Promise.all(calls.map((call) => memo.island({ ...call, result }, astroIsland(log), renderSlots)));
  const out: unknown[] = [];
  for (const island of rendered) island.render({ write: (chunk) => out.push(chunk) });
  return out.join('');
}

describe('IslandMemo', () => {
  const Picker = tagged('Picker');
  const Menu = tagged('Menu');
  const calls = [
    { displayName: 'Picker', Component: Picker, props: { label: 'en' }, slots: {} },
    { displayName: 'Menu', Component: Menu, props: { label: 'menu' }, slots: {} },
  ];

  it('renders an island once per component, props and island id; the next page gets the same output without rendering it', async () => {
    const memo = new IslandMemo();
    const log: string[] = [];
    const first = await page(memo, calls, log);
    const second = await page(memo, calls, log);
    expect(first).toBe('<astro-island prefix="r0">en</astro-island><astro-island prefix="r1">menu</astro-island>');
    expect(second).toBe(first);
    expect(log).toEqual(['Picker:r0', 'Menu:r1']);
  });

  it('keeps each island’s id as it is without the memo when a hit and a miss share a page', async () => {
    const memo = new IslandMemo();
    const log: string[] = [];
    await page(memo, [calls[1]!], log);
    // Menu is a hit now; Picker, before it on the page, is not: each keeps its place in the count.
    const out = await page(memo, [calls[0]!, { ...calls[1]!, props: { label: 'menu' } }], log);
    expect(out).toBe('<astro-island prefix="r0">en</astro-island><astro-island prefix="r1">menu</astro-island>');
  });

  it('takes an island’s id when Astro would, after the slots, so an island Astro renders itself keeps its place', async () => {
    const memo = new IslandMemo();
    const log: string[] = [];
    const untagged = () => null;
    const out = await page(memo, [{ displayName: 'Untagged', Component: untagged, props: { label: 'u' }, slots: {} }, calls[0]!], log);
    expect(out).toBe('<astro-island prefix="r0">u</astro-island><astro-island prefix="r1">en</astro-island>');
  });

  it('renders as before an island with slots, an untagged component, and props with no exact key', async () => {
    const memo = new IslandMemo();
    const log: string[] = [];
    const untagged = () => null;
    const twice = [
      { displayName: 'Slotted', Component: Picker, props: { label: 'x' }, slots: { default: '<p>child</p>' } },
      { displayName: 'Untagged', Component: untagged, props: { label: 'y' }, slots: {} },
      { displayName: 'Handler', Component: Menu, props: { label: 'z', onClick: () => undefined }, slots: {} },
    ];
    await page(memo, twice, log);
    await page(memo, twice, log);
    expect(log).toEqual(['Slotted:r0', 'Untagged:r1', 'Handler:r2', 'Slotted:r0', 'Untagged:r1', 'Handler:r2']);
  });
});
