import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first hover, touch, focus or click (src/client/directives/interact.ts). */
    'client:interact'?: boolean | 'deal-tab';
    /** Hydrate only when the visitor is logged in, html[data-auth="in"] (src/client/directives/member.ts). */
    'client:member'?: boolean;
    /** Hydrate once an early-mounted booking app has drawn, at once elsewhere; "idle" then waits for idle (src/client/directives/after-app.ts). */
    'client:after-app'?: boolean | 'idle';
  }
}
