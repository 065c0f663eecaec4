import { createRequire } from 'node:module';
import type { ComponentType, ReactNode } from 'react';
import { nextIslandId, TAKEN_ID } from './island-ids.ts';

/*
 * The React renderer the bundle's pages render their islands with: the same HTML as
 * @astrojs/react's, for less. @astrojs/react (dist/server.js) renders each island through React's
 * web-stream renderer (a ReadableStream, its reader, a TextDecoder, a task per island); this one
 * renders it with React's synchronous `renderToString`, which builds the same markup.
 *
 * Its `check` (a throw-away render that asks "is this a React component?") runs as it is: the
 * islands of a page render concurrently, each takes its React id prefix (`r0`, `r1`, …) from a
 * count per page as it starts, and when each check answers decides the order of those ids.
 * Answering from a cache, or skipping the component's body in it, changed the ids of whole pages.
 *
 * tests/build/build.test.ts holds the pages byte for byte against Astro's own generation, which
 * renders with @astrojs/react unchanged.
 */

interface RendererContext {
  result?: { actionResult?: unknown };
}

type Slots = Record<string, string | undefined>;

interface AstroReactSsr {
  name: string;
  check(this: RendererContext, Component: unknown, props: Record<string, unknown>, children: unknown, metadata?: Metadata): Promise<boolean>;
  renderToStaticMarkup(this: RendererContext, Component: unknown, props: Record<string, unknown>, slots: Slots, metadata?: Metadata): Promise<{ html: string; attrs: Record<string, unknown> }>;
  supportsAstroStaticSlot?: boolean;
}

interface Metadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}

export interface BundleRenderer {
  name: string;
  ssr: AstroReactSsr;
}

/** React's packages as the bundle imports them (it keeps them external: one React for both). */
function reactOf(bundleEntry: string) {
  const require = createRequire(bundleEntry);
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  return { React, renderToString };
}

/** Whether @astrojs/react's check (dist/server.js) renders the component to tell (a plain function component). */
function rendersInCheck(Component: unknown): boolean {
  if (typeof Component !== 'function') return false;
  if (Component.name === 'QwikComponent' || (Component as { $$typeof?: symbol }).$$typeof === Symbol.for('react.forward_ref')) return false;
  const prototype = Component.prototype as { render?: unknown } | null | undefined;
  return !(prototype != null && typeof prototype.render === 'function');
}

/** @astrojs/react's slot name rule (dist/server.js slotName). */
const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Links React hoists into an island's HTML, which @astrojs/react removes. */
const HOISTED_LINKS = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/**
 * Replaces the @astrojs/react renderer of a bundle's manifest with this one (in place: the
 * bundle's app reads the manifest's renderers for every page). Throws if the renderer is not
 * there, so a change in @astrojs/react shows rather than silently rendering the old way.
 */
export function useFastReactRenderer(renderers: BundleRenderer[], bundleEntry: string): void {
  const renderer = renderers.find((candidate) => candidate.name === '@astrojs/react');
  if (!renderer || renderers.length !== 1) {
    throw new Error(`the bundle renderer expects @astrojs/react as the only renderer (found ${renderers.map((r) => r.name).join(', ') || 'none'})`);
  }
  const astro = renderer.ssr;
  const { React, renderToString } = reactOf(bundleEntry);

  // @astrojs/react's StaticHtml (dist/static-html.js): the HTML of an Astro slot inside an island.
  const StaticHtml = React.memo(
    ({ value, name, hydrate = true }: { value?: string; name?: string; hydrate?: boolean }) =>
      value == null || value.trim() === '' ? null : React.createElement(hydrate ? 'astro-slot' : 'astro-static-slot', { name, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: value } }),
    () => true,
  );
  const needsHydration = (metadata?: Metadata) => (metadata?.astroStaticSlot ? !!metadata.hydrate : true);

  renderer.ssr = {
    ...astro,
    check(Component, props, children, metadata) {
      // @astrojs/react's check renders such a component (the timing of its answer decides the
      // order of the islands' ids, so it runs as it is) and takes an island id from its own
      // count, which nothing reads any more: take one from this count too.
      if (rendersInCheck(Component) && this.result) nextIslandId(this.result);
      return astro.check.call(this, Component, props, children, metadata);
    },
    async renderToStaticMarkup(Component, props, { default: children, ...slotted }, metadata) {
      // @astrojs/react passes a form action's result on; a static build has none.
      if (this.result?.actionResult !== undefined) throw new Error('the bundle renderer renders no form action result');
      // The island memo (island-memo.ts) may have taken this island's id already.
      const taken = (props as Record<symbol, unknown>)[TAKEN_ID] as string | undefined;
      delete (props as Record<symbol, unknown>)[TAKEN_ID];
      const prefix = taken ?? (this.result ? nextIslandId(this.result) : undefined);
      delete props['class'];
      const hydrate = needsHydration(metadata);
      const slots: Record<string, ReactNode> = {};
      for (const [key, value] of Object.entries(slotted)) {
        const name = slotName(key);
        slots[name] = React.createElement(StaticHtml, { hydrate, value, name });
      }
      const newProps: Record<string, unknown> = { ...props, ...slots };
      const newChildren = children ?? props['children'];
      if (newChildren != null) newProps['children'] = React.createElement(StaticHtml, { hydrate, value: newChildren as string });
      const vnode = React.createElement(Component as ComponentType<Record<string, unknown>>, newProps);
      const html = renderToString(vnode, prefix === undefined ? {} : { identifierPrefix: prefix }).replace(HOISTED_LINKS, '');
      return { html, attrs: { prefix } };
    },
  };
}
