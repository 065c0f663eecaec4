import { atom, type ReadableAtom } from 'nanostores';
import type { PageAccess } from '../site/agent-access.ts';
import { isAgentArea } from '../site/agent-area.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';

const OPEN: ReadableAtom<PageAccess> = atom<PageAccess>('open');

/**
 * SPEC §6: the access to this page's remote app. Only the main app's agent-area pages depend on
 * the visitor (read permission, src/stores/agent-access.ts); every other page is open. That rule
 * and the user and navigation stores it follows load with those pages only, so a booking page's
 * island hydrates, and its app starts loading, without waiting for their code.
 */
export function remotePageAccess(app: string, pathname = globalThis.location?.pathname): ReadableAtom<PageAccess> {
  if (app !== 'main' || pathname === undefined) return OPEN;
  const { route } = stripLanguage(pathname);
  if (!isAgentArea(route)) return OPEN;
  const $access = atom<PageAccess>('wait');
  import('./agent-access.ts').then(
    ({ pageAccessOf }) => pageAccessOf(route).subscribe((access) => $access.set(access)),
    // SPEC §4: a page whose access cannot be decided fails as a page that could not load.
    (error: unknown) => {
      console.error('[remote-app] the page access rule could not be loaded', error);
      $access.set('failed');
    },
  );
  return $access;
}

/** SPEC §4 Async lists: the failed page's retry loads the navigation list that decides its access again. */
export async function retryPageAccess(): Promise<void> {
  const { retryAgentNav } = await import('./agent-nav.ts');
  return retryAgentNav();
}
