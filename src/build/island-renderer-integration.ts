import { init, parse } from 'es-module-lexer';
import type { AstroIntegration } from 'astro';

/*
 * Every island module's component is tagged, on the server, as @astrojs/react's.
 * Astro asks each renderer whether an untagged component is its own, and @astrojs/react answers
 * by rendering the component once more through React's stream renderer (a throw-away render, a
 * stream and its reader for every island of every page: a tenth of a page's render time).
 * A tagged component goes straight to its renderer (astro/dist/runtime/server/render/component.js,
 * the `Renderer` symbol that Astro's own __astro_tag_component__ sets).
 *
 * The pages change once by this: the throw-away render took an island id too, so islands now
 * count r0, r1, r2 where they counted r1, r3, r5. The client bundles are untouched.
 */

/** The modules whose default export Astro renders as an island (`src/islands/**.tsx`). */
export const ISLAND_MODULE = /\/src\/islands\/.+\.tsx$/;

const RENDERER = '@astrojs/react';

/** The module's code with its default export tagged; throws if that export has no name to tag by. */
export function tagDefaultExport(code: string, id: string): string {
  const [, exports] = parse(code, id);
  const entry = exports.find((each) => each.n === 'default');
  if (!entry) return code;
  if (!entry.ln) throw new Error(`${id}: an island module's default export must be a named function or binding (export default function Name), so that it can be tagged for its renderer`);
  return `${code}\nObject.defineProperty(${entry.ln}, Symbol.for('astro:renderer'), { value: ${JSON.stringify(RENDERER)} });\n`;
}

export function storefrontIslandRenderer(): AstroIntegration {
  return {
    name: 'storefront-island-renderer',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'storefront-island-renderer',
                // After the TSX is JavaScript, so the exports can be read.
                enforce: 'post',
                async transform(code, id) {
                  // Server side only: the browser's copy of an island needs no tag.
                  if (this.environment.config.consumer !== 'server' || !ISLAND_MODULE.test(id.split('?')[0]!)) return undefined;
                  await init;
                  return { code: tagDefaultExport(code, id), map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
