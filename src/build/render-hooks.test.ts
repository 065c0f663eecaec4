import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withRenderHooks } from './render-hooks.ts';

const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const astroModule = (file: string) => {
  const id = join(astroDir, 'dist', file);
  return { id, code: readFileSync(id, 'utf8') };
};

describe('the render bundle’s hooks into Astro', () => {
  it('routes renderFrameworkComponent through the island hook, keeping Astro’s own as the fallback', () => {
    const { id, code } = astroModule('runtime/server/render/component.js');
    const hooked = withRenderHooks(code, id)!;
    expect(hooked).toContain('async function renderFrameworkComponentAstro(result, displayName, Component, _props, slots = {}) {');
    expect(hooked).toMatch(/\nfunction renderFrameworkComponent\(result, displayName, Component, _props, slots = \{\}\) \{\n {2}const hooks = globalThis\[Symbol\.for\("storefront\.build\.render-hooks"\)\];/);
    expect(hooked).toContain('return hooks.island({ result, displayName, Component, props: _props, slots }, renderFrameworkComponentAstro, renderSlots);');
  });

  it('hands a page’s pieces to the page-text hook, and only a page’s', () => {
    const { id, code } = astroModule('runtime/server/render/astro/render.js');
    const hooked = withRenderHooks(code, id)!;
    expect(hooked).toContain('const text = isPage ? globalThis[Symbol.for("storefront.build.render-hooks")]?.pageText() : undefined;');
    expect(hooked).toContain('if (text) text.add(chunkToString(result, chunk)); else str += chunkToString(result, chunk);');
    expect(hooked).toContain('return text ? text.end() : str;');
  });

  it('serialises an island’s props once for its two uses', () => {
    const { id, code } = astroModule('runtime/server/serialize.js');
    const hooked = withRenderHooks(code, id)!;
    expect(hooked).toContain('if (remember && props === lastProps) return lastSerialized;');
  });

  it('leaves every other module alone, a query on the id included', () => {
    expect(withRenderHooks('export const x = 1;', '/work/src/pages/index.astro')).toBeUndefined();
    const { id, code } = astroModule('runtime/server/render/component.js');
    expect(withRenderHooks(code, `${id}?v=1`)).toContain('renderFrameworkComponentAstro');
  });

  it('fails the bundle, naming itself, when Astro’s code is no longer as expected', () => {
    const { id, code } = astroModule('runtime/server/render/astro/render.js');
    expect(() => withRenderHooks(code.replace('str += chunkToString(result, chunk);', 'str = str + chunkToString(result, chunk);'), id)).toThrow(/render-hooks\.ts.*update them for this Astro version/);
    expect(() => withRenderHooks('function somethingElse() {}', join(astroDir, 'dist/runtime/server/render/component.js'))).toThrow(/not as the render bundle's hooks expect/);
  });
});
