import { atom } from 'nanostores';
import { emitShellEvent, SHELL_EVENTS } from '../site/events.ts';
import type { PageData, PublicAgency } from '../site/page-data.ts';

/**
 * SPEC §3 Agency data of this site, public fields only. The build fetched it (SPEC §4 Start-up)
 * and printed it in the page data, so the browser knows it at once; undefined on the 'Agency not
 * found!' site.
 */
export const $agency = atom<PublicAgency | undefined>(undefined);

/**
 * Takes the agency from the page data (src/client/boot.ts) and sends `storefront:agency`
 * (SPEC §1) to the remote apps.
 */
export function startAgency(data: PageData | undefined, events: EventTarget = window): void {
  if (!data) return;
  $agency.set(data.agency);
  emitShellEvent(SHELL_EVENTS.agency, data.agency, events);
}
