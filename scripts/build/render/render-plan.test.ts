import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RouteData } from 'astro';
import { describe, expect, it } from 'vitest';
import type { RenderBundle } from '../../../src/build/bundle-integration.ts';
import { astroCssRules, orderedAndMerged, outFileOf, urlOf, type BundleApp, type PageStyle } from './bundle-app.ts';
import { findBundle } from './bundle-cache.ts';
import { PAGES_PER_EXTRA_THREAD, renderThreads, RenderThreads, type WorkerMessage, type WorkerStart } from './render-pages.ts';
import { bySiteAndLanguage, renderShare, tenantOf, type SiteRendered } from './render-share.ts';
import type { SiteData } from '../../../src/site/site-data.ts';

const page = (pathname: string, isIndex = false, type: RouteData['type'] = 'page') => ({ pathname, route: { type, isIndex, component: 'x.astro' } as RouteData });

describe('where a bundle page goes (as Astro writes it with build.format "preserve")', () => {
  it('writes a page at <path>.html and an index route at <path>/index.html', () => {
    expect(outFileOf(page('/site/sunny/en/about'))).toBe('site/sunny/en/about.html');
    expect(outFileOf(page('/site/sunny/ar/booknow/resort/search'))).toBe('site/sunny/ar/booknow/resort/search.html');
    expect(outFileOf(page('/site/sunny/en', true))).toBe('site/sunny/en/index.html');
  });

  it('asks for the page at the URL Astro renders it at', () => {
    expect(urlOf('http://localhost:4321', page('/site/sunny/en/about'))).toBe('http://localhost:4321/site/sunny/en/about.html');
    expect(urlOf('http://localhost:4321', page('/site/sunny/en', true))).toBe('http://localhost:4321/site/sunny/en/');
  });

  it('refuses what is not a page (an endpoint would need more of Astro\u2019s rules)', () => {
    expect(() => outFileOf(page('/feed.xml', false, 'endpoint'))).toThrow(/only pages/);
  });
});

describe('a page’s styles, ordered and merged once', () => {
  const inline = (content: string) => ({ type: 'inline' as const, content });
  const styles: PageStyle[] = [
    { depth: 1, order: 2, sheet: inline('.footer{}') },
    { depth: 0, order: 0, sheet: inline('.page{}') },
    { depth: 2, order: 1, sheet: inline('.header{}') },
    { depth: 1, order: 3, sheet: { type: 'external', src: '/_astro/swiper.css' } },
    { depth: 1, order: 4, sheet: inline('@import "x.css";') },
    { depth: 1, order: 5, sheet: inline('.deals{}') },
  ];
  /** What Astro's headElements does with a page's styles on every page (core/build/environment.js). */
  const everyPage = async (given: PageStyle[]) => {
    const { cssOrder, mergeInlineCss } = await astroCssRules();
    return [...given].sort(cssOrder).map(({ sheet }) => sheet).reduce(mergeInlineCss, []);
  };

  it('gives the page the CSS Astro gives it, and leaves nothing for each page to sort or add together', async () => {
    const rules = await astroCssRules();
    const once = orderedAndMerged(styles, rules);
    expect(await everyPage(once)).toEqual(await everyPage(styles));
    expect((await everyPage(once)).map((sheet) => (sheet.type === 'inline' ? sheet.content : sheet.src))).toEqual(['.page{}.header{}.footer{}', '/_astro/swiper.css', '@import "x.css";', '.deals{}']);
    // The very strings, not new ones added together again on each page.
    const [first] = await everyPage(once);
    expect(first).toBe(once[0]!.sheet);
  });
});

describe('how many threads render', () => {
  it('renders one tenant in the build\u2019s own thread, many on every core', () => {
    expect(renderThreads(1, {}, 2)).toBe(1);
    expect(renderThreads(100, {}, 2)).toBe(2);
    expect(renderThreads(100, {}, 8)).toBe(8);
    expect(renderThreads(Math.ceil(PAGES_PER_EXTRA_THREAD / 270) + 1, {}, 4)).toBe(2);
  });

  it('does as STOREFRONT_RENDER_THREADS says, and ignores a value that is no count', () => {
    expect(renderThreads(1, { STOREFRONT_RENDER_THREADS: '3' }, 2)).toBe(3);
    expect(renderThreads(1, { STOREFRONT_RENDER_THREADS: 'many' }, 2)).toBe(1);
    expect(renderThreads(1, { STOREFRONT_RENDER_THREADS: '0' }, 2)).toBe(1);
  });
});

describe('the bundle cache', () => {
  it('finds no bundle for unknown code, nor one whose bundle.json was never written (a stopped build)', async () => {
    const root = await mkdtemp(join(tmpdir(), 'bundle-cache-'));
    expect(await findBundle(root, 'abc')).toBeUndefined();
    const half = join(root, 'node_modules', '.cache', 'storefront-render-bundles', 'abc');
    await mkdir(join(half, 'prerender'), { recursive: true });
    expect(await findBundle(root, 'abc')).toBeUndefined();
    await writeFile(join(half, 'bundle.json'), JSON.stringify({ entryFile: 'prerender-entry.x.mjs', scripts: [], pageStyles: [], url: { origin: 'http://localhost:4321', base: '/', format: 'preserve', trailingSlash: 'ignore' } }));
    const found = await findBundle(root, 'abc');
    expect(found?.render.prerenderDir).toBe(join(half, 'prerender'));
    expect(found?.clientDir).toBe(join(half, 'client'));
  });
});

describe('rendering a share of the sites (renderShare)', () => {
  const site = (id: string) => ({ id, defaultLanguage: 'en' }) as SiteData;

  async function render(pages: ReturnType<typeof page>[], fail?: string) {
    const out = await mkdtemp(join(tmpdir(), 'render-share-'));
    // As the bundle's app gives them (page-bytes.ts): every page's bytes in one buffer, which the
    // next page overwrites.
    const buffer = Buffer.alloc(4096);
    const app: BundleApp = {
      paths: async () => pages,
      async render(path) {
        if (path.pathname === fail) throw new Error('agency.name is not a string');
        const length = buffer.write(`<html><head><script>x("${path.pathname}")</script></head><body>${path.pathname}</body></html>`);
        return { body: buffer.subarray(0, length) };
      },
    };
    const sites = ['alpha', 'beta'].map((id) => ({ site: site(id), stageDir: join(out, id) }));
    const reported: SiteRendered[] = [];
    const result = await renderShare({ bundle: {} as RenderBundle, sites }, (each) => reported.push(each), async () => app);
    return { out, reported, result };
  }

  it('writes each page into its site’s stage at its published path, and reports each site once it is complete', async () => {
    const pages = ['alpha', 'beta'].flatMap((id) => ['/about', '/faqs'].flatMap((route) => ['en', 'de'].map((lang) => page(`/site/${id}/${lang}${route}`))));
    const { out, reported, result } = await render(pages);
    expect(result.pages).toBe(8);
    expect(reported.map(({ id, pages: count, failure }) => ({ id, count, failure }))).toEqual([
      { id: 'alpha', count: 4, failure: undefined },
      { id: 'beta', count: 4, failure: undefined },
    ]);
    // The default language at the root, the others under /<lang>/; each page's facts by that file.
    expect(reported[0]!.facts.map(([file]) => file)).toEqual(['about.html', 'faqs.html', 'de/about.html', 'de/faqs.html']);
    expect(reported[0]!.facts[0]![1].scripts).toHaveLength(1);
    // Each page written, and its facts noted, before the next render overwrites its bytes.
    expect(reported[0]!.facts[0]![1].scripts).not.toEqual(reported[0]!.facts[2]![1].scripts);
    for (const { pathname } of pages) {
      const [, , id, lang, route] = pathname.split('/');
      expect(await readFile(join(out, id!, lang === 'en' ? '' : lang!, `${route}.html`), 'utf8')).toContain(`<body>${pathname}</body>`);
    }
  });

  it('renders one site and language at a time, whatever order Astro lists the pages in', () => {
    const listed = ['/site/a/en/x', '/site/b/en/x', '/site/a/de/x', '/site/a/en/y', '/site/b/en/y'].map((path) => page(path));
    expect(bySiteAndLanguage(listed).map((p) => p.pathname)).toEqual(['/site/a/en/x', '/site/a/en/y', '/site/b/en/x', '/site/b/en/y', '/site/a/de/x']);
  });

  it('fails a tenant whose page fails, named with the page and the error; the other tenants render', async () => {
    const pages = ['alpha', 'beta'].flatMap((id) => ['/about', '/faqs'].map((route) => page(`/site/${id}/en${route}`)));
    const { reported, result } = await render(pages, '/site/alpha/en/about');
    expect(reported[0]).toEqual({ id: 'alpha', pages: 0, facts: [], failure: 'page /site/alpha/en/about: agency.name is not a string' });
    expect(reported[1]!.facts.map(([file]) => file)).toEqual(['about.html', 'faqs.html']);
    expect(result.pages).toBe(2);
    expect(tenantOf('/site/beta/ar/booknow/hotels')).toBe('beta');
  });

  it('fails a site Astro listed no page of, rather than publish it empty', async () => {
    const { reported } = await render([page('/site/alpha/en/about')]);
    expect(reported.map(({ id, failure }) => [id, failure])).toEqual([
      ['alpha', undefined],
      ['beta', 'Astro listed no page of this site'],
    ]);
  });
});

describe('render threads started ahead (RenderThreads)', () => {
  const missing = { prerenderDir: '/nonexistent/prerender', entryFile: 'prerender-entry.mjs', scripts: [], pageStyles: [], url: { origin: 'http://localhost:4321', base: '/', format: 'preserve', trailingSlash: 'ignore' } };

  it('fails the render with the thread’s own error when the bundle does not load, and ends every thread', async () => {
    const threads = RenderThreads.start(2);
    // One share for two threads: the spare one is ended at once.
    await expect(threads.render([{ bundle: missing, sites: [] }], () => undefined)).rejects.toThrow(/nonexistent/);
    await expect(threads.render([{ bundle: missing, sites: [] }], () => undefined)).rejects.toThrow(/render once/);
  });

  it('render with React\'s production build whatever NODE_ENV the build started them under (they load React ahead)', async () => {
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), { workerData: { compileCache: undefined } satisfies WorkerStart, env: { ...process.env, NODE_ENV: 'development' } });
    try {
      const ready = await new Promise<WorkerMessage>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(ready).toEqual({ kind: 'ready', react: 'production' });
    } finally {
      await worker.terminate();
    }
  });

  it('can be ended unused, so that a build with nothing to render exits', async () => {
    const threads = RenderThreads.start(2);
    await threads.stop();
    expect(threads.count).toBe(2);
  });
});
