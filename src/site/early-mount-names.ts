import type { RemoteRoute } from './remote-apps.ts';

/*
 * The names the early mount's inline script (src/site/early-mount.ts) shares with the code that
 * takes its mount over: the island and its loader. A module of its own, so they carry these
 * names and not the script's code.
 */

/** The attribute of the inline script that carries its EarlyMountData as JSON. */
export const EARLY_MOUNT_ATTRIBUTE = 'data-early-mount';
/** The box's attribute the script sets once the app has mounted: the box shows the app, not its loading state. */
export const EARLY_READY_ATTRIBUTE = 'data-early';
/** Where the script leaves the mount for the island, by app name, on window. */
export const EARLY_MOUNTS_KEY = '__storefrontEarlyMounts';

/** A mount the inline script started, waiting for the island. */
export interface EarlyMount {
  host: HTMLElement;
  route: RemoteRoute;
  /** The app's module; rejects as the import did. */
  module: Promise<unknown>;
  /** What mount returned; rejects when the module has no mount or mount threw. */
  mounted: Promise<unknown>;
  /** Resolves when the app says its first view is drawn (context.ready), or its load or mount failed. */
  drawn: Promise<void>;
}
