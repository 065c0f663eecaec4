import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';

/*
 * The build's render bundle. Astro's build is two jobs: Vite bundles the code (the
 * server-side render bundle and the browser's assets), then one thread renders every page. The
 * first depends on the code alone, the second on the tenants' data too. When the build
 * orchestrator asks for it (scripts/build/render), this integration keeps Astro to the first job:
 * it hands over the render bundle and what its pages need from the build (their styles, the
 * page-level scripts, the URL settings) and renders no page; the orchestrator renders the pages
 * from that bundle, on every core, and reuses the bundle while the code is unchanged.
 * Without the orchestrator's request (a plain `astro build`), Astro renders as usual.
 */

/** What rendering needs from an Astro build besides the tenants' data. Plain data: it crosses to worker threads. */
export interface RenderBundle {
  /** Astro's prerender output folder (entry and chunks). */
  prerenderDir: string;
  /** The entry's file name within it. */
  entryFile: string;
  /** Astro's `settings.scripts` (page-level scripts the head elements add). */
  scripts: Array<{ stage: string; content: string }>;
  /** The styles of each page, by Astro's page key (`<route>&<component>`). */
  pageStyles: Array<[key: string, styles: unknown[]]>;
  /** The URL settings pages are rendered with. */
  url: { origin: string; base: string; format: string; trailingSlash: string };
}

const SLOT = Symbol.for('storefront.build.render-bundle');

type BundleSlot = { [SLOT]?: (bundle: RenderBundle) => Promise<void> };

/** Called by the orchestrator before Astro's build(): Astro bundles only, and `receive` gets the bundle. */
export function requestRenderBundle(receive: ((bundle: RenderBundle) => Promise<void>) | undefined): void {
  (globalThis as BundleSlot)[SLOT] = receive;
}

interface DefaultPrerenderer extends AstroPrerenderer {
  app: {
    manifest: unknown;
    getOptions(): {
      allPages: Record<string, { styles: unknown[] }>;
      origin: string;
      settings: { scripts: Array<{ stage: string; content: string }>; config: { base: string; trailingSlash: string; build: { format: string } } };
    };
  };
}

/** The prerender entry whose `app` is the one Astro loaded (the folder may hold one per build). */
async function entryOf(prerenderDir: string, app: unknown): Promise<string> {
  const candidates = (await readdir(prerenderDir)).filter((name) => /^prerender-entry.*\.mjs$/.test(name));
  for (const name of candidates) {
    const module = (await import(pathToFileURL(join(prerenderDir, name)).href)) as { app?: unknown };
    if (module.app === app) return name;
  }
  throw new Error(`no prerender entry in ${prerenderDir} holds the build's app (found ${candidates.join(', ') || 'none'})`);
}

export function storefrontRenderBundle(): AstroIntegration {
  return {
    name: 'storefront-render-bundle',
    hooks: {
      'astro:build:start': ({ setPrerenderer }) => {
        const receive = (globalThis as BundleSlot)[SLOT];
        if (!receive) return;
        setPrerenderer((fallback) => {
          const standard = fallback as DefaultPrerenderer;
          return {
            name: 'storefront-render-bundle',
            async setup() {
              await standard.setup?.();
              const options = standard.app.getOptions();
              // Astro's own helper, from its package (it is not part of its public API).
              const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
              const utils = (await import(pathToFileURL(join(astroDir, 'dist/prerender/utils.js')).href)) as {
                getPrerenderOutputDirectory(settings: unknown): URL;
              };
              const prerenderDir = fileURLToPath(utils.getPrerenderOutputDirectory(options.settings));
              const { config } = options.settings;
              await receive({
                prerenderDir,
                entryFile: await entryOf(prerenderDir, standard.app),
                scripts: options.settings.scripts.map(({ stage, content }) => ({ stage, content })),
                pageStyles: Object.entries(options.allPages).map(([key, page]) => [key, page.styles]),
                url: { origin: options.origin, base: config.base, format: config.build.format, trailingSlash: config.trailingSlash },
              });
            },
            // The orchestrator renders the pages from the bundle.
            getStaticPaths: async () => [],
            render: async () => {
              throw new Error('storefront-render-bundle renders no page');
            },
          };
        });
      },
    },
  };
}
