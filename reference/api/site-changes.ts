/*
 * What the static sites are built from (the agency data, About Us, FAQ: SPEC §7) can change through
 * the agent area's settings. A route that saves such data calls `changed(subdomain)`; whoever must
 * act on it (the rebuild webhook of `npm run watch`) listens. A failing listener never fails the save.
 */

export type SiteChangeListener = (subdomain: string) => void | Promise<void>;

export function createSiteChanges() {
  const listeners = new Set<SiteChangeListener>();
  return {
    /** Adds a listener; the returned function removes it. */
    listen(listener: SiteChangeListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Tells every listener that `subdomain`'s public site data changed. */
    changed(subdomain: string): void {
      for (const listener of listeners) {
        void Promise.resolve()
          .then(() => listener(subdomain))
          .catch((error: unknown) => console.error(`site change of ${subdomain}: a listener failed`, error));
      }
    },
  };
}
