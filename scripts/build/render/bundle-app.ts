import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteData } from 'astro';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import { RENDER_HOOKS } from './astro-seam.ts';
import { IslandMemo } from './island-memo.ts';
import { PageText, renderPageBytes } from './page-bytes.ts';
import { useFastReactRenderer, type BundleRenderer } from './react-renderer.ts';

/*
 * The pages of a render bundle (src/build/bundle-integration.ts), rendered as Astro's
 * own static generation renders them (astro/dist/core/build/generate.js): the same app of the
 * same bundle, the same request, the same output file. tests/build/build.test.ts holds the two
 * outputs byte for byte against each other.
 */

interface BundleAppInstance {
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

export interface PagePath {
  pathname: string;
  route: RouteData;
}

export interface BundleApp {
  paths(): Promise<PagePath[]>;
  /**
   * Renders one page to its bytes (Astro would write them at outFileOf(page)). The bytes are good
   * until the next render: they are the thread's page buffer (page-bytes.ts), so copy them to keep them.
   */
  render(page: PagePath): Promise<{ body: Buffer }>;
}

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const fromAstro = async <T>(file: string): Promise<T> => (await import(pathToFileURL(join(astroDir, 'dist', file)).href)) as T;

/** Only what our astro.config.mjs sets: anything else would need more of Astro's rules. */
function checkUrlSettings({ base, format, trailingSlash }: RenderBundle['url']): void {
  if (base !== '/' || format !== 'preserve' || trailingSlash !== 'ignore') {
    throw new Error(`the bundle renderer expects base "/", build.format "preserve", trailingSlash "ignore" (got ${base}, ${format}, ${trailingSlash})`);
  }
}

/** Where Astro writes a page with build.format 'preserve' (core/build/common.js getOutFolder/getOutFile). */
export function outFileOf(page: PagePath): string {
  const { pathname, route } = page;
  if (route.type !== 'page') throw new Error(`${route.component}: only pages are rendered from the bundle, not ${route.type}s`);
  const index = pathname === '' || route.isIndex;
  const dir = index ? pathname : posix.dirname(pathname);
  const base = posix.basename(pathname);
  return posix.join('.', dir, `${!base || index ? 'index' : base}.html`);
}

/** The request URL Astro renders a page at (core/build/generate.js getUrlForPath, base '/'). */
export function urlOf(origin: string, page: PagePath): string {
  const { pathname, route } = page;
  const relative = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  if (!relative) return `${origin}/`;
  return `${origin}/${relative}${route.isIndex ? '/' : '.html'}`;
}

/** A page's style as Astro's build data gives it (core/build/types.d.ts PageBuildData). */
export interface PageStyle {
  depth: number;
  order: number;
  sheet: { type: 'inline'; content: string } | { type: 'external'; src: string };
}

/** How Astro orders a page's styles and merges its inline ones (core/build/runtime.js). */
export interface CssRules {
  cssOrder(a: PageStyle, b: PageStyle): number;
  mergeInlineCss(merged: PageStyle['sheet'][], sheet: PageStyle['sheet']): PageStyle['sheet'][];
}

/** Astro's own cssOrder and mergeInlineCss. */
export const astroCssRules = () => fromAstro<CssRules>('core/build/runtime.js');

/**
 * A page's styles ordered and merged once, as Astro's headElements orders and merges them for
 * every page it renders: it sorts the page's styles and adds its inline sheets into one string,
 * some 30 KB, which each page then copied into one flat string again. Given in this order, the
 * page's sort keeps it and its merge finds nothing left to merge, so the page holds the same CSS.
 */
export function orderedAndMerged(styles: PageStyle[], { cssOrder, mergeInlineCss }: CssRules): PageStyle[] {
  const sheets = [...styles].sort(cssOrder).map(({ sheet }) => sheet).reduce(mergeInlineCss, []);
  // A merge that would find more to merge (it never has) gets the styles as they came.
  if (sheets.reduce(mergeInlineCss, []).length !== sheets.length) return structuredClone(styles);
  return sheets.map((sheet, order) => ({ depth: 0, order, sheet }));
}

export async function loadBundleApp(bundle: RenderBundle): Promise<BundleApp> {
  checkUrlSettings(bundle.url);
  // As in Astro's build: the bundle's packages (React) pick their production builds by it.
  process.env.NODE_ENV = 'production';
  const entryUrl = pathToFileURL(join(bundle.prerenderDir, bundle.entryFile)).href;
  const entry = (await import(entryUrl)) as { app: BundleAppInstance; manifest: { renderers: BundleRenderer[] } };
  const { app } = entry;
  useFastReactRenderer(entry.manifest.renderers, entryUrl);
  // The bundle's page render asks this thread first (the seam patched into Astro, astro-seam.ts):
  // islands from its memo, a page's pieces gathered into bytes.
  const memo = new IslandMemo();
  (globalThis as Record<symbol, unknown>)[Symbol.for(RENDER_HOOKS)] = { island: memo.island.bind(memo), pageText: () => new PageText() };
  const { StaticPaths } = await fromAstro<{ StaticPaths: new (app: unknown) => { getAll(): Promise<PagePath[]> } }>('runtime/prerender/static-paths.js');
  const { createRequest } = await fromAstro<{ createRequest(options: Record<string, unknown>): Request }>('core/request.js');

  const logger = {
    write(event: { level: string; label?: string | null; message: string }) {
      if (event.level === 'error' || event.level === 'warn') process.stderr.write(`[${event.label ?? 'astro'}] ${event.message}\n`);
      return true;
    },
  };
  // The two things Astro's build environment reads from its internals and options
  // (core/build/environment.js headElements): each page's styles and the page-level scripts.
  const cssRules = await astroCssRules();
  app.setInternals({ pagesByKeys: new Map(bundle.pageStyles.map(([key, styles]) => [key, { styles: orderedAndMerged(styles as PageStyle[], cssRules) }])) });
  if (bundle.scripts.some((script) => script.stage === 'page')) throw new Error('the bundle renderer does not carry page-stage scripts');
  app.setOptions({ settings: { scripts: bundle.scripts }, logger: { options: { destination: logger } } });
  const astroLogger = { warn: (_label: unknown, message: string) => logger.write({ level: 'warn', message }) };

  return {
    paths: () => new StaticPaths(app).getAll(),
    async render(page) {
      const request = createRequest({ url: urlOf(bundle.url.origin, page), headers: new Headers(), logger: astroLogger, isPrerendered: true, routePattern: page.route.component });
      const { response, bytes: body } = await renderPageBytes(() => app.render(request, { routeData: page.route }));
      if (response.status !== 200) throw new Error(`${page.pathname}: the page answered ${response.status}`);
      return { body };
    },
  };
}
