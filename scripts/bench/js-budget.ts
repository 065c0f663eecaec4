/**
 * `npm run bench:js-budget [-- --dist dist] [-- --tenant a,b]`: the JavaScript a tenant's home page
 * makes the browser load, gzip-compressed, from the built files alone (no browser, no server).
 * Budget: src/config/budgets.ts (≤ 90 KB gzip on the home page; ≤ 110 KB with the
 * Product Deals), checked in
 * `npm test` by tests/e2e/budgets.spec.ts.
 *
 * What counts: every script the HTML names (module and classic `src`, `modulepreload`, Astro
 * island `component-url`/`renderer-url`/`before-hydration-url`), the inline scripts, and every
 * chunk reached from those through static `import`/`export … from`, and the shell's start-up chunk
 * (STARTUP_CHUNK) with its graph, which every page imports as it opens. Each file is counted once.
 * Other chunks reached only through `import()` are listed apart as lazy: they load on demand.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { JSDOM } from 'jsdom';
import { BUDGETS } from '../../src/config/budgets.ts';
import { HOME_LARGEST_PAINT, requestsBeforeLargestPaint } from './critical-requests.ts';
import { HOME_VIEWPORTS } from './viewport.ts';

/** The scripts one HTML page names: site paths of files, and the code of inline scripts. */
export interface PageScripts {
  entries: string[];
  inline: string[];
  /**
   * Islands hydrated only on interaction (`client:interact`), loaded when a person reaches for them,
   * or only for a logged-in visitor (`client:member`), never loaded by the logged-out visitor measured here.
   */
  deferred: string[];
}

const ISLAND_ATTRIBUTES = ['component-url', 'renderer-url', 'before-hydration-url'];
/** The client directives whose islands a logged-out visitor does not load as the page opens. */
const DEFERRED_DIRECTIVES = ['interact', 'member'];
const NOT_SCRIPT = /^(?:application\/(?:ld\+)?json|importmap|speculationrules|text\/template)$/i;

/** Reads the scripts a page loads as it opens, as absolute paths on the page's own site. */
export function pageScripts(html: string, pagePath = '/'): PageScripts {
  const { document } = new JSDOM(html).window;
  const entries = new Set<string>();
  const add = (url: string | null) => {
    // In HTML every reference is a URL: `a.js` is relative, not a package name.
    const path = url && sitePath(/^[a-z][a-z\d+.-]*:|^\.{0,2}\//i.test(url) ? url : `./${url}`, pagePath);
    if (path) entries.add(path);
  };
  const inline: string[] = [];
  for (const script of document.querySelectorAll('script')) {
    if (NOT_SCRIPT.test(script.type)) continue;
    if (script.hasAttribute('src')) add(script.getAttribute('src'));
    else if (script.textContent?.trim()) inline.push(script.textContent);
  }
  for (const link of document.querySelectorAll('link[rel~="modulepreload"]')) add(link.getAttribute('href'));
  const deferred = new Set<string>();
  for (const island of document.querySelectorAll('astro-island')) {
    if (DEFERRED_DIRECTIVES.includes(island.getAttribute('client') ?? '')) {
      for (const attribute of ISLAND_ATTRIBUTES) {
        const url = island.getAttribute(attribute);
        const path = url && sitePath(/^[a-z][a-z\d+.-]*:|^\.{0,2}\//i.test(url) ? url : `./${url}`, pagePath);
        if (path) deferred.add(path);
      }
    } else for (const attribute of ISLAND_ATTRIBUTES) add(island.getAttribute(attribute));
  }
  return { entries: [...entries], inline, deferred: [...deferred].filter((path) => !entries.has(path)) };
}

// The lexer is WebAssembly: parse() is synchronous but works only once init has resolved.
await init;

/** The specifiers a module imports, split into static (loaded with it) and dynamic (on demand). */
export function moduleImports(code: string): { static: string[]; dynamic: string[] } {
  const [imports] = parse(code);
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const entry of imports) {
    // `n` is undefined for `import(expression)`: nothing a file list can follow.
    if (entry.n === undefined || entry.d === -2) continue;
    (entry.d === -1 ? found.static : found.dynamic).push(entry.n);
  }
  return found;
}

/**
 * Resolves a URL or specifier against the page or module naming it, to a path on the same site.
 * Other origins (analytics, remotes) and bare specifiers answer undefined: not part of the site.
 */
export function sitePath(specifier: string, importer: string): string | undefined {
  if (!/^(?:\.{0,2}\/|[a-z][a-z\d+.-]*:)/i.test(specifier)) return undefined;
  const base = new URL(importer, 'http://site.invalid/');
  const url = new URL(specifier, base);
  if (url.origin !== base.origin) return undefined;
  return url.pathname;
}

export interface ModuleGraph {
  /** Loaded with the page: the entries and everything they import statically, each once. */
  eager: string[];
  /** Reached only through `import()` from an eager or lazy module. */
  lazy: string[];
  /** Named but not found by `load`. */
  missing: string[];
}

/**
 * Follows static imports from the entries, transitively, each module once. Inline scripts are
 * followed too (their imports resolve against the page). `load` answers a module's code.
 */
export async function moduleGraph(
  page: { path: string; scripts: PageScripts },
  load: (path: string) => Promise<string | undefined>,
): Promise<ModuleGraph> {
  await init;
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const missing = new Set<string>();
  const code = new Map<string, string | undefined>();
  const read = async (path: string) => {
    if (!code.has(path)) code.set(path, await load(path));
    return code.get(path);
  };

  const walk = async (roots: string[], into: Set<string>) => {
    const queue = [...roots];
    const dynamic: string[] = [];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      if (eager.has(path) || into.has(path) || missing.has(path)) continue;
      const source = await read(path);
      if (source === undefined) {
        missing.add(path);
        continue;
      }
      into.add(path);
      const imports = moduleImports(source);
      queue.push(...resolveAll(imports.static, path));
      dynamic.push(...resolveAll(imports.dynamic, path));
    }
    return dynamic;
  };

  const inlineImports = page.scripts.inline.map((source) => moduleImports(source));
  const roots = [...page.scripts.entries, ...inlineImports.flatMap((imports) => resolveAll(imports.static, page.path))];
  let pending = [...(await walk(roots, eager)), ...inlineImports.flatMap((imports) => resolveAll(imports.dynamic, page.path))];
  // The shell's start-up is an import() only so that it can wait for an early-mounted app
  // (src/layouts/Shell.astro): every page loads it as it opens, so it and its graph are eager.
  for (let startup = pending.filter(isStartup); startup.length; startup = pending.filter(isStartup)) {
    pending = [...pending.filter((path) => !isStartup(path)), ...(await walk(startup, eager))];
  }
  while (pending.length) pending = await walk(pending, lazy);
  return { eager: [...eager], lazy: [...lazy], missing: [...missing] };
}

/** The shell's start-up chunk (src/client/boot.ts), imported by the shell's entry on every page. */
export const STARTUP_CHUNK = /\/_astro\/boot\.[\w-]+\.js$/;
const isStartup = (path: string) => STARTUP_CHUNK.test(path);

function resolveAll(specifiers: string[], importer: string): string[] {
  return specifiers.map((specifier) => sitePath(specifier, importer)).filter((path): path is string => !!path);
}

/** gzip as a CDN serves it (zlib's default level). */
export function gzipSize(text: string | Buffer): number {
  return gzipSync(text).length;
}

export interface PageJsBudget {
  page: string;
  files: { path: string; bytes: number; gzip: number }[];
  inlineGzip: number;
  /** External eager files plus inline scripts, gzip. */
  totalGzip: number;
  lazyGzip: number;
  missing: string[];
}

/** Measures the JavaScript one built page loads, from a published site folder (dist/<id>). */
export async function measurePageJs(siteDir: string, page = '/'): Promise<PageJsBudget> {
  const file = page.endsWith('/') ? `${page}index.html` : `${page}.html`;
  const html = await readFile(join(siteDir, file), 'utf8');
  const scripts = pageScripts(html, page);
  const load = async (path: string) => {
    const target = resolve(siteDir, `.${path}`);
    if (!target.startsWith(resolve(siteDir))) return undefined;
    return readFile(target, 'utf8').catch(() => undefined);
  };
  const graph = await moduleGraph({ path: page, scripts }, load);
  // What only interaction-hydrated islands need counts as lazy: it loads when a person acts.
  const deferredGraph = await moduleGraph({ path: page, scripts: { entries: scripts.deferred, inline: [], deferred: [] } }, load);
  const eagerSet = new Set(graph.eager);
  graph.lazy = [...new Set([...graph.lazy, ...deferredGraph.eager, ...deferredGraph.lazy])].filter((path) => !eagerSet.has(path));
  const files = await Promise.all(
    graph.eager.map(async (path) => {
      const source = (await load(path)) ?? '';
      return { path, bytes: Buffer.byteLength(source), gzip: gzipSize(source) };
    }),
  );
  const lazySizes = await Promise.all(graph.lazy.map(async (path) => gzipSize((await load(path)) ?? '')));
  const inlineGzip = scripts.inline.reduce((sum, source) => sum + gzipSize(source), 0);
  return {
    page,
    files,
    inlineGzip,
    totalGzip: files.reduce((sum, entry) => sum + entry.gzip, 0) + inlineGzip,
    lazyGzip: lazySizes.reduce((sum, size) => sum + size, 0),
    missing: graph.missing,
  };
}

/** The home page's budget, in bytes of gzip (src/config/budgets.ts), without the deals. */
export const HOME_JS_BUDGET = BUDGETS.homePageJsGzip;

/** The Product Deals section's mark (src/components/HomeDeals.astro). */
const DEALS_MARK = 'data-exclusive-deals';

/**
 * A published home page's budget (src/config/budgets.ts): the shell's, or, when the page shows the
 * Product Deals section, the shell's plus the deals'.
 */
export async function homeJsBudget(siteDir: string): Promise<number> {
  const home = await readFile(join(siteDir, 'index.html'), 'utf8').catch(() => '');
  return home.includes(DEALS_MARK) ? BUDGETS.homePageWithDealsJsGzip : BUDGETS.homePageJsGzip;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * One Markdown table: tenant, home-page JS (gzip), its largest files, lazy JS, and the requests
 * before the largest paint at each width (scripts/bench/critical-requests.ts), also read from the HTML.
 */
export async function jsBudgetTable(distDir: string, tenants: string[]): Promise<string> {
  const widths = HOME_VIEWPORTS.map((viewport) => viewport.width).join('/');
  const lines = [
    `| tenant | home JS / budget (gzip KB) | files | inline (gzip KB) | largest | lazy (gzip KB) | requests before LCP at ${widths} px / budget |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const tenant of tenants) {
    const html = await readFile(join(distDir, tenant, 'index.html'), 'utf8');
    const requests = HOME_VIEWPORTS.map(
      (viewport) => requestsBeforeLargestPaint(html, { pageUrl: 'http://site.invalid/', viewport, largestPaint: HOME_LARGEST_PAINT }).requests.length,
    );
    const critical = `${requests.join('/')} / ${BUDGETS.homePageRequestsBeforeLcp}${requests.some((count) => count > BUDGETS.homePageRequestsBeforeLcp) ? ' ✗ over' : ''}`;
    const budget = await measurePageJs(join(distDir, tenant), '/');
    const largest = [...budget.files].sort((a, b) => b.gzip - a.gzip)[0];
    const limit = await homeJsBudget(join(distDir, tenant));
    const total = `${kb(budget.totalGzip)} / ${kb(limit)}${budget.totalGzip > limit ? ' ✗ over' : ''}`;
    const missing = budget.missing.length ? ` (missing: ${budget.missing.join(', ')})` : '';
    lines.push(
      `| ${tenant} | ${total} | ${budget.files.length}${missing} | ${kb(budget.inlineGzip)} | ${largest ? `${largest.path.replace(/^.*\//, '')} ${kb(largest.gzip)}` : '—'} | ${kb(budget.lazyGzip)} | ${critical} |`,
    );
  }
  return lines.join('\n');
}

/** Published tenant folders in a dist directory (those with an index.html). */
export async function builtTenants(distDir: string): Promise<string[]> {
  const entries = await readdir(distDir, { withFileTypes: true });
  const tenants: string[] = [];
  for (const entry of entries) {
    // dist/<id> is a symlink to the live copy (scripts/build/publish.ts); older builds, a directory.
    if (!(entry.isDirectory() || entry.isSymbolicLink()) || entry.name.startsWith('.')) continue;
    const index = await readFile(join(distDir, entry.name, 'index.html')).catch(() => undefined);
    if (index) tenants.push(entry.name);
  }
  return tenants.sort();
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, tenant: { type: 'string' } } });
  const distDir = resolve(values.dist);
  const tenants = values.tenant ? values.tenant.split(',') : await builtTenants(distDir);
  if (!tenants.length) {
    console.error(`No built tenant in ${distDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(`Home-page JavaScript per tenant, from ${distDir} (budget ≤ ${kb(HOME_JS_BUDGET)} KB gzip, ≤ ${kb(BUDGETS.homePageWithDealsJsGzip)} KB with the Product Deals):\n`);
  console.log(await jsBudgetTable(distDir, tenants));
}
