import type { BusinessInfo } from '../api/business-info.ts';
import { openModal } from './modal.ts';
import { $user } from './user.ts';

/*
 * SPEC §4 Business information modal: an AgencyOwner whose business info (GET
 * /api/agency/business-info) has no contact e-mail gets the form, opened static. Started by
 * src/client/boot.ts; the call and its schemas load only for an AgencyOwner. A failed load is
 * logged only (SPEC §8).
 */

/** The name of the modal in the one modal slot (src/islands/overlays/modals.ts). */
export const BUSINESS_INFO_MODAL = 'business-info';

/** How the business info is fetched; tests pass their own. */
export type FetchBusinessInfo = () => Promise<Pick<BusinessInfo, 'contactEmailId'>>;

async function fetchFromBrowser(): Promise<Pick<BusinessInfo, 'contactEmailId'>> {
  const [{ fetchBusinessInfo }, { browserApi }] = await Promise.all([import('../api/business-info.ts'), import('../api/browser.ts')]);
  return fetchBusinessInfo(browserApi());
}

let stop: (() => void) | undefined;

/**
 * Watches the user: the first time it is known to be an AgencyOwner on this page, asks for the
 * business info and opens the modal, static, when it has no contact e-mail.
 */
export function startBusinessInfoPrompt(fetch: FetchBusinessInfo = fetchFromBrowser): void {
  if (stop) return;
  let asked = false;
  stop = $user.subscribe((state) => {
    if (asked || state.status !== 'success' || !state.permissions.promptsBusinessInfo) return;
    asked = true;
    fetch()
      .then((info) => {
        // SPEC §4: the prompt is for the owner still logged in when the answer comes.
        if (!info.contactEmailId.trim() && $user.get().permissions.promptsBusinessInfo) openModal(BUSINESS_INFO_MODAL, { dismissible: false });
      })
      .catch((error: unknown) => console.error('The business information failed to load.', error));
  });
}

/** Stops watching (tests). */
export function stopBusinessInfoPrompt(): void {
  stop?.();
  stop = undefined;
}
