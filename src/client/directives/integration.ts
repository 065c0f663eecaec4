import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers the project's own client directives (see ./interact.ts). */
export function storefrontDirectives(): AstroIntegration {
  return {
    name: 'storefront-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: fileURLToPath(new URL('./interact.ts', import.meta.url)) });
      },
    },
  };
}
