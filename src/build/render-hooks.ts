/*
 * Two places in Astro's page render where the render bundle asks the build first.
 * Both are functions private to their module, so the bundle's copy of each module is changed as
 * Vite bundles it (src/build/bundle-integration.ts applies these transforms to the render bundle
 * alone): the function hands the work to the hooks the render threads install on globalThis
 * (scripts/build/render/bundle-app.ts), or does as Astro does when there are none.
 *
 * - Islands: renderFrameworkComponent (runtime/server/render/component.js) renders every
 *   framework component; the render threads answer repeated islands from a memo
 *   (scripts/build/render/island-memo.ts).
 * - Island props: Astro serialises an island's props twice (once for the island's id, once for
 *   its attribute) in serializeProps (runtime/server/serialize.js); the render bundle's copy
 *   answers the second call from the first when the hooks are there.
 * - Page text: renderStreamToString (runtime/server/render/astro/render.js) adds each piece of a
 *   page to one string, which Astro then encodes as UTF-8; a page is thousands of pieces, and
 *   turning that string into bytes cost a tenth of a page's render. The render threads gather
 *   the pieces in a buffer instead and hand Astro the page's bytes
 *   (scripts/build/render/page-bytes.ts).
 *
 * Astro's own generation (STOREFRONT_RENDER=astro) keeps both modules untouched, and
 * tests/build/build.test.ts holds the two renders' pages byte for byte equal. A transform that
 * no longer finds Astro's code as it expects fails the bundle, naming itself.
 */

/** Where the render threads put their hooks (globalThis, under Symbol.for). */
export const RENDER_HOOKS = 'storefront.build.render-hooks';

const hooks = `globalThis[Symbol.for(${JSON.stringify(RENDER_HOOKS)})]`;

/** One change of Astro's code: `find` must occur exactly once. */
function replaceOnce(code: string, find: string, replace: string, where: string): string {
  const at = code.indexOf(find);
  if (at === -1 || code.indexOf(find, at + 1) !== -1) {
    throw new Error(`${where}: Astro's code is not as the render bundle's hooks expect it (src/build/render-hooks.ts); update them for this Astro version`);
  }
  return code.slice(0, at) + replace + code.slice(at + find.length);
}

const ISLAND_FUNCTION = 'async function renderFrameworkComponent(result, displayName, Component, _props, slots = {}) {';

/** renderFrameworkComponent renamed, and a function in its place that hands each call to the island hook. */
function hookIslands(code: string, id: string): string {
  const renamed = replaceOnce(code, ISLAND_FUNCTION, ISLAND_FUNCTION.replace('renderFrameworkComponent', 'renderFrameworkComponentAstro'), id);
  if (!/\bfunction renderSlots\b|\brenderSlots\b.*from/.test(code)) throw new Error(`${id}: renderSlots is not where the island hook expects it (src/build/render-hooks.ts)`);
  // Not async: handing a call straight on adds no turn of the microtask queue.
  return `${renamed}
function renderFrameworkComponent(result, displayName, Component, _props, slots = {}) {
  const hooks = ${hooks};
  if (!hooks) return renderFrameworkComponentAstro(result, displayName, Component, _props, slots);
  return hooks.island({ result, displayName, Component, props: _props, slots }, renderFrameworkComponentAstro, renderSlots);
}
`;
}

/** Astro's renderStreamToString, as of Astro 7. */
const PAGE_TEXT_FUNCTION = `async function renderStreamToString(result, templateResult, isPage) {
  let str = "";
  let renderedFirstPageChunk = false;
  if (isPage) {
    await bufferHeadContent(result);
  }
  const destination = {
    write(chunk) {
      if (isPage && !renderedFirstPageChunk) {
        renderedFirstPageChunk = true;
        if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
          const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\\n";
          str += doctype;
        }
      }
      if (chunk instanceof Response) return;
      str += chunkToString(result, chunk);
    }
  };
  await renderStreaming(templateResult, result, destination);
  return str;
}`;

/** renderStreamToString with a page's pieces handed to the page-text hook, which returns the page's bytes. */
function hookPageText(code: string, id: string): string {
  let hooked = PAGE_TEXT_FUNCTION;
  hooked = replaceOnce(hooked, '  let str = "";\n', `  const text = isPage ? ${hooks}?.pageText() : undefined;\n  let str = "";\n`, id);
  hooked = replaceOnce(hooked, 'str += doctype;', 'if (text) text.add(doctype); else str += doctype;', id);
  hooked = replaceOnce(hooked, 'str += chunkToString(result, chunk);', 'if (text) text.add(chunkToString(result, chunk)); else str += chunkToString(result, chunk);', id);
  hooked = replaceOnce(hooked, '  return str;\n}', '  return text ? text.end() : str;\n}', id);
  return replaceOnce(code, PAGE_TEXT_FUNCTION, hooked, id);
}

const PROPS_FUNCTION = `function serializeProps(props, metadata) {
  const serialized = JSON.stringify(serializeObject(props, metadata));
  return serialized;
}`;

/** serializeProps remembering its last answer, by the props object's identity (Astro never changes an island's props object). */
function hookIslandProps(code: string, id: string): string {
  return replaceOnce(
    code,
    PROPS_FUNCTION,
    `let lastProps, lastSerialized;
function serializeProps(props, metadata) {
  const remember = ${hooks} !== undefined;
  if (remember && props === lastProps) return lastSerialized;
  const serialized = JSON.stringify(serializeObject(props, metadata));
  if (remember) {
    lastProps = props;
    lastSerialized = serialized;
  }
  return serialized;
}`,
    id,
  );
}

/** The modules changed, and how. */
const TRANSFORMS: Array<[module: RegExp, transform: (code: string, id: string) => string]> = [
  [/\/astro\/dist\/runtime\/server\/render\/component\.js$/, hookIslands],
  [/\/astro\/dist\/runtime\/server\/render\/astro\/render\.js$/, hookPageText],
  [/\/astro\/dist\/runtime\/server\/serialize\.js$/, hookIslandProps],
];

/** The render bundle's copy of a module: with the hooks if it is one of Astro's two, else undefined. */
export function withRenderHooks(code: string, id: string): string | undefined {
  const path = id.split('?')[0]!;
  const found = TRANSFORMS.find(([module]) => module.test(path));
  return found?.[1](code, path);
}
