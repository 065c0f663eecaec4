import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageJs, moduleGraph, moduleImports, pageScripts, sitePath } from './js-budget.ts';

const graphOf = async (entries: string[], modules: Record<string, string>, inline: string[] = []) =>
  moduleGraph({ path: '/', scripts: { entries, inline, deferred: [] } }, async (path) => modules[path]);

describe('pageScripts', () => {
  it('names module, classic, preload and island scripts, and keeps inline code apart', () => {
    const html = `<!doctype html><html><head>
      <script type="module" src="/_astro/boot.js"></script>
      <link rel="modulepreload" href="/_astro/react.js">
      <script src="legacy.js"></script>
      <script type="application/json" id="config">{"a":1}</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script src="https://www.googletagmanager.com/gtag/js"></script>
    </head><body>
      <astro-island component-url="/_astro/Picker.js" renderer-url="/_astro/client.js" before-hydration-url="/_astro/astro.js"></astro-island>
      <astro-island component-url="/_astro/Picker.js" renderer-url="/_astro/client.js"></astro-island>
      <script type="module">import "/_astro/inline-dep.js"; boot();</script>
      <script>   </script>
    </body></html>`;
    const scripts = pageScripts(html, '/ar/');
    expect(scripts.entries.sort()).toEqual(
      ['/_astro/boot.js', '/_astro/react.js', '/ar/legacy.js', '/_astro/Picker.js', '/_astro/client.js', '/_astro/astro.js'].sort(),
    );
    expect(scripts.inline).toEqual(['import "/_astro/inline-dep.js"; boot();']);
    expect(scripts.deferred).toEqual([]);
  });

  it('sets apart the islands hydrated on interaction (client:interact): they load when a person acts', () => {
    const html = `<astro-island client="idle" component-url="/_astro/Currency.js" renderer-url="/_astro/client.js"></astro-island>
      <astro-island client="interact" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js"></astro-island>`;
    const scripts = pageScripts(html, '/');
    expect(scripts.entries.sort()).toEqual(['/_astro/Currency.js', '/_astro/client.js']);
    expect(scripts.deferred).toEqual(['/_astro/Menu.js']);
  });

  it('sets apart the islands only a logged-in visitor loads (client:member)', () => {
    const html = `<astro-island client="member" component-url="/_astro/ProfileMenu.js" renderer-url="/_astro/client.js"></astro-island>`;
    const scripts = pageScripts(html, '/');
    expect(scripts.entries).toEqual([]);
    expect(scripts.deferred.sort()).toEqual(['/_astro/ProfileMenu.js', '/_astro/client.js']);
  });
});

describe('moduleImports', () => {
  it('splits static imports and re-exports from dynamic imports, in minified and spaced code', () => {
    const code = [
      'import{a as b}from"./chunk-a.js";import"./side-effect.js";',
      "export { c } from './chunk-c.js'; export * from \"./chunk-d.js\";",
      'const later=()=>import("./lazy.js");const url=import.meta.url;',
      'const computed=import(name);',
      "const text='import x from \"./not-an-import.js\"';",
    ].join('\n');
    expect(moduleImports(code)).toEqual({
      static: ['./chunk-a.js', './side-effect.js', './chunk-c.js', './chunk-d.js'],
      dynamic: ['./lazy.js'],
    });
  });
});

describe('sitePath', () => {
  it('resolves relative and absolute specifiers on the same site, and drops the rest', () => {
    expect(sitePath('./b.js', '/_astro/a.js')).toBe('/_astro/b.js');
    expect(sitePath('../x/c.js', '/_astro/a.js')).toBe('/x/c.js');
    expect(sitePath('/_astro/d.js', '/ar/about')).toBe('/_astro/d.js');
    expect(sitePath('https://cdn.example/e.js', '/_astro/a.js')).toBeUndefined();
    expect(sitePath('react', '/_astro/a.js')).toBeUndefined();
  });
});

describe('moduleGraph', () => {
  it('follows static imports transitively, counts a shared chunk once and survives cycles', async () => {
    const graph = await graphOf(['/_astro/entry.js', '/_astro/island.js'], {
      '/_astro/entry.js': 'import{a}from"./shared.js";import"./deep/one.js";',
      '/_astro/island.js': 'import{a}from"./shared.js";export{b}from"./entry.js";',
      '/_astro/shared.js': 'export const a=1;',
      '/_astro/deep/one.js': 'import"../deep/two.js";',
      '/_astro/deep/two.js': 'import"./one.js";import"/_astro/shared.js";',
    });
    expect(graph.eager.sort()).toEqual(
      ['/_astro/entry.js', '/_astro/island.js', '/_astro/shared.js', '/_astro/deep/one.js', '/_astro/deep/two.js'].sort(),
    );
    expect(graph.lazy).toEqual([]);
    expect(graph.missing).toEqual([]);
  });

  it('keeps chunks reached only through import() apart, with their own static imports', async () => {
    const graph = await graphOf(['/_astro/entry.js'], {
      '/_astro/entry.js': 'import"./shared.js";button.onclick=()=>import("./menu.js");import("./shared.js");',
      '/_astro/shared.js': '',
      '/_astro/menu.js': 'import"./menu-dep.js";import"./shared.js";',
      '/_astro/menu-dep.js': 'import("./nested-lazy.js")',
      '/_astro/nested-lazy.js': '',
    });
    expect(graph.eager.sort()).toEqual(['/_astro/entry.js', '/_astro/shared.js']);
    expect(graph.lazy.sort()).toEqual(['/_astro/menu-dep.js', '/_astro/menu.js', '/_astro/nested-lazy.js']);
  });

  it('counts the shell\'s start-up chunk as loaded with the page, with its graph, though an app shell page imports it with import()', async () => {
    const graph = await graphOf(['/_astro/Shell.astro_astro_type_script_index_0_lang.X1.js'], {
      '/_astro/Shell.astro_astro_type_script_index_0_lang.X1.js': 'wait().then(()=>import("./boot.Ab_3-x.js"));',
      '/_astro/boot.Ab_3-x.js': 'import"./user.js";import("./currency.js");',
      '/_astro/user.js': '',
      '/_astro/currency.js': '',
    });
    expect(graph.eager.sort()).toEqual(['/_astro/Shell.astro_astro_type_script_index_0_lang.X1.js', '/_astro/boot.Ab_3-x.js', '/_astro/user.js'].sort());
    expect(graph.lazy).toEqual(['/_astro/currency.js']);
  });

  it('follows the imports of inline module scripts, and reports files it cannot find', async () => {
    const graph = await graphOf([], { '/_astro/dep.js': 'import"./gone.js";' }, ['import "/_astro/dep.js";']);
    expect(graph.eager).toEqual(['/_astro/dep.js']);
    expect(graph.missing).toEqual(['/_astro/gone.js']);
  });
});

describe('measurePageJs', () => {
  let site: string;
  const big = `export const data=${JSON.stringify(Array.from({ length: 500 }, (_, i) => `item-${i}`))};`;

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'js-budget-'));
    await mkdir(join(site, '_astro'));
    await writeFile(
      join(site, 'index.html'),
      '<script type="module" src="/_astro/a.js"></script><script type="module" src="/_astro/b.js"></script><script>window.x=1</script>',
    );
    await writeFile(join(site, '_astro/a.js'), 'import"./shared.js";');
    await writeFile(join(site, '_astro/b.js'), 'import"./shared.js";import("./lazy.js");');
    await writeFile(join(site, '_astro/shared.js'), big);
    await writeFile(join(site, '_astro/lazy.js'), big);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('sums the gzip size of each eager file once, plus inline scripts; lazy apart', async () => {
    const budget = await measurePageJs(site, '/');
    const gz = (text: string) => gzipSync(text).length;
    expect(budget.files.map((file) => file.path).sort()).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/shared.js']);
    const expected = gz('import"./shared.js";') + gz('import"./shared.js";import("./lazy.js");') + gz(big) + gz('window.x=1');
    expect(budget.totalGzip).toBe(expected);
    expect(budget.lazyGzip).toBe(gz(big));
  });
});
