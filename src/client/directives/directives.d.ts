import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first hover, touch, focus or click (src/client/directives/interact.ts). */
    'client:interact'?: boolean;
  }
}
