/*
 * The name the shell's gate (src/client/app-first.ts) shares with the client directives that wait
 * for it (src/client/directives/): a module of its own, so the directives, which are printed into
 * the pages, carry the name and not the gate's code.
 */

/**
 * On <html>, printed by the build on an app's shell page where its app may mount early
 * (src/site/early-mount.ts): `waiting`, until the gate opens; then `open`. The directives watch it.
 */
export const APP_FIRST_ATTRIBUTE = 'data-app-first';
