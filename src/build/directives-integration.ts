import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * Registers the project's own client directives (src/client/directives/). Build-only:
 * astro.config.mjs loads it; the browser gets only the directive's entrypoint.
 */
export function storefrontDirectives(): AstroIntegration {
  return {
    name: 'storefront-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interact',
          entrypoint: fileURLToPath(new URL('../client/directives/interact.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'after-app',
          entrypoint: fileURLToPath(new URL('../client/directives/after-app.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'member',
          entrypoint: fileURLToPath(new URL('../client/directives/member.ts', import.meta.url)),
        });
      },
    },
  };
}
