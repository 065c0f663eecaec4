import { builtinModules } from 'node:module';
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

/*
 * dependency-cruiser configuration for the browser side: what code the
 * browser loads (islands, stores, src/client entries and everything they import) may never
 * reach. Paths are relative to the cruise's base directory; node_modules may be nested.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every Node built-in, with and without the node: prefix (dependency-cruiser keeps the specifier). */
const NODE_BUILTINS = `^(node:.+|${builtinModules.filter((name) => !name.startsWith('_')).map(escape).join('|')})$`;

/**
 * zod/mini itself loads only these folders of the zod package (mini, core, locales; checked
 * against zod 4's own imports): anything else of zod is the classic flavour.
 */
const ZOD_PACKAGE = '(^|/)node_modules/zod/';
const ZOD_MINI_FILES = '(^|/)node_modules/zod/(mini|v4/mini|v4/core|v4/locales|locales)/';

/** The modules the rules start from; `entries` are the browser entry files. */
export function browserImportRules(entries: string[]): IForbiddenRuleType[] {
  const from = { path: entries.map((entry) => `^${escape(entry)}$`) };
  const rule = (name: string, comment: string, to: { path: string; pathNot?: string }): IForbiddenRuleType => ({
    name,
    comment,
    severity: 'error',
    from,
    to: { ...to, reachable: true },
  });
  return [
    rule('browser-not-to-node', 'Node built-ins do not exist in the browser.', { path: NODE_BUILTINS }),
    rule('browser-not-to-jsdom', 'jsdom is the build-time DOM for sanitising (src/build/sanitize.ts).', { path: '(^|/)node_modules/jsdom/' }),
    rule('browser-not-to-esbuild', 'esbuild minifies inline scripts at build time only.', { path: '(^|/)node_modules/esbuild/' }),
    rule('browser-not-to-classic-zod', 'The browser validates with zod/mini (one schema flavour, small bundle).', {
      path: ZOD_PACKAGE,
      pathNot: ZOD_MINI_FILES,
    }),
    rule('browser-not-to-build', 'src/build/ runs only in the build (node:fs, jsdom, esbuild, site data).', { path: '^src/build/' }),
    {
      name: 'browser-resolvable',
      comment: 'An import the walk cannot resolve would end the walk there unseen: it fails instead.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ];
}

/**
 * How the graph is read: as the browser bundle resolves packages (browser and import
 * conditions), without type-only imports (erased before the browser sees them), and
 * without tests.
 */
export function browserCruiseOptions(entries: string[], baseDir: string): ICruiseOptions {
  return {
    baseDir,
    validate: true,
    ruleSet: { forbidden: browserImportRules(entries) },
    exclude: { path: '\\.test\\.[cm]?[jt]sx?$|\\.d\\.ts$' },
    tsPreCompilationDeps: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['browser', 'import', 'module', 'production', 'default'],
      mainFields: ['browser', 'module', 'main'],
      aliasFields: ['browser'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.json'],
    },
  };
}
