import { atom } from 'nanostores';

/**
 * The one modal slot of the shell (SPEC §2.13): which modal is open, if any. The overlay island
 * renders it as a focus-trapped dialog with the body registered for that name
 * (src/islands/overlays/modals.ts), among them the sign-in-to-save and business information
 * modals (SPEC §2.13).
 */
export interface OpenModal {
  name: string;
  /**
   * SPEC §4 Business information modal "opens static": no close button, Escape and the backdrop
   * do nothing; only the code that opened it closes it (closeModal).
   */
  dismissible: boolean;
}

export const $modal = atom<OpenModal | null>(null);

/** Opens `name` in the slot, replacing whatever was open (one modal at a time). */
export function openModal(name: string, { dismissible = true }: { dismissible?: boolean } = {}): void {
  $modal.set({ name, dismissible });
}

/** Closes the slot; with a name, only if that modal is the one open (a late close cannot shut another). */
export function closeModal(name?: string): void {
  const open = $modal.get();
  if (open && (name === undefined || open.name === name)) $modal.set(null);
}

/** A visitor's request to close (Escape, backdrop, close button): refused while the modal is static. */
export function requestModalClose(): void {
  if ($modal.get()?.dismissible) $modal.set(null);
}
