// @ts-check
import react from '@astrojs/react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig } from 'astro/config';
import { storefrontRenderBundle } from './src/build/bundle-integration.ts';
import { storefrontDirectives } from './src/build/directives-integration.ts';
import { storefrontIslandRenderer } from './src/build/island-renderer-integration.ts';
import { storefrontMoneyTables } from './src/build/money-tables-integration.ts';
import { LANGUAGES } from './src/i18n/languages.ts';
import { widgetLocale } from './src/search/widget-locale.ts';

// The search panels' widgets (react-aria) carry their own texts in 34 languages; keep ours only.
const widgetLocales = LANGUAGES.map(widgetLocale);

// One build renders every tenant × language under /site/<tenant>/<lang>/ (see scripts/build);
// the orchestrator then publishes each tenant as its own site in dist/<id>/. Asked by the
// orchestrator, Astro only bundles and the pages are rendered from its bundle
// (src/build/bundle-integration.ts, scripts/build/render).
export default defineConfig({
  integrations: [react(), storefrontDirectives(), storefrontIslandRenderer(), storefrontMoneyTables(), storefrontRenderBundle()],
  output: 'static',
  outDir: process.env.STOREFRONT_ASTRO_OUT ?? '.build/astro',
  trailingSlash: 'ignore',
  build: {
    format: 'preserve',
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
  vite: {
    plugins: [optimizeLocales.vite({ locales: widgetLocales })],
    ssr: {
      noExternal: ['react-aria-components', 'react-aria', 'react-stately', /^@internationalized\//],
    },
  },
});
