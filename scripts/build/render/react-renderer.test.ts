import { createElement, useId, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useFastReactRenderer, type BundleRenderer } from './react-renderer.ts';

// @astrojs/react reads its integration options from a module Vite provides; the build passes none.
vi.mock('astro:react:opts', () => ({ default: {} }));

/** An island as ours are: ids from useId (labels, listboxes), text, Astro slot HTML. */
function Picker({ label, children, footer }: { label: string; children?: ReactNode; footer?: ReactNode }) {
  const id = useId();
  return createElement('div', { role: 'group', 'aria-labelledby': `${id}-label` }, createElement('span', { id: `${id}-label` }, label), createElement('ul', { id: `${id}-list` }, createElement('li', null, '“Olá” & <b>')), children, footer);
}

async function astroReact(): Promise<BundleRenderer> {
  const { default: ssr } = (await import('@astrojs/react/server.js')) as unknown as { default: BundleRenderer['ssr'] };
  return { name: '@astrojs/react', ssr: { ...ssr } };
}

/** Renders islands one after another on a page, as Astro calls a renderer: check, then render. */
interface Island {
  props: Record<string, unknown>;
  slots: Record<string, string>;
}

async function renderIslands(renderer: BundleRenderer, islands: Island[]) {
  const context = { result: {} };
  const out = [];
  for (const { props, slots } of islands) {
    expect(await renderer.ssr.check.call(context, Picker, props, slots)).toBe(true);
    out.push(await renderer.ssr.renderToStaticMarkup.call(context, Picker, { ...props }, slots, { astroStaticSlot: true, hydrate: 'load' }));
  }
  return out;
}

describe('the bundle’s React renderer (same HTML as @astrojs/react, rendered synchronously)', () => {
  const islands: Island[] = [
    { props: { label: 'Idioma', class: 'dropped' }, slots: {} },
    { props: { label: 'Moeda' }, slots: { default: '<p>slot <em>html</em></p>', 'page-footer': '<small>named</small>' } },
    { props: { label: 'العربية' }, slots: { default: '   ' } },
  ];

  it('renders each island to the markup and island id @astrojs/react gives it', async () => {
    const expected = await renderIslands(await astroReact(), islands);
    const fast = await astroReact();
    useFastReactRenderer([fast], import.meta.url);
    const actual = await renderIslands(fast, islands);
    expect(actual).toEqual(expected);
    // The check takes an id too, so the islands are r1, r3, r5 (what the hydration script reads).
    expect(actual.map((island) => island.attrs['prefix'])).toEqual(['r1', 'r3', 'r5']);
    expect(actual[0]?.html).toContain('id="_r1R_0_-label"');
  });

  it('counts the ids per page render', async () => {
    const fast = await astroReact();
    useFastReactRenderer([fast], import.meta.url);
    const [first] = await renderIslands(fast, islands.slice(0, 1));
    const [again] = await renderIslands(fast, islands.slice(0, 1));
    expect(again).toEqual(first);
  });

  it('refuses a bundle whose only renderer is not @astrojs/react, rather than render another way', async () => {
    const react = await astroReact();
    expect(() => useFastReactRenderer([], import.meta.url)).toThrow(/@astrojs\/react as the only renderer \(found none\)/);
    expect(() => useFastReactRenderer([react, { ...react, name: '@astrojs/preact' }], import.meta.url)).toThrow(/found @astrojs\/react, @astrojs\/preact/);
  });
});
