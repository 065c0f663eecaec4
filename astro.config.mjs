// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { storefrontDirectives } from './src/build/directives-integration.ts';

// One build renders every tenant × language under /site/<tenant>/<lang>/ (see scripts/build);
// the orchestrator then publishes each tenant as its own site in dist/<id>/.
export default defineConfig({
  integrations: [react(), storefrontDirectives()],
  output: 'static',
  outDir: process.env.STOREFRONT_ASTRO_OUT ?? '.build/astro',
  trailingSlash: 'ignore',
  build: {
    format: 'preserve',
    inlineStylesheets: 'always',
  },
  devToolbar: { enabled: false },
});
