import type { ComponentType } from 'react';
import type { Messages } from '../../i18n/island.ts';

/** What a modal's body gets from the overlay island. */
export interface ModalBodyProps {
  messages: Messages;
  /** Closes this modal (e.g. after a submit), static or not. */
  close(): void;
}

export interface ModalView {
  /** Locale key of the dialog's title, which names it for assistive technology. */
  title: string;
  /** The body; wrap it in React.lazy when it is large, so it loads only when opened. */
  Body: ComponentType<ModalBodyProps>;
  /** Locale keys the title and body read; the shell hands them to the overlay island. */
  messages: readonly string[];
}

/**
 * The modals the shell's one modal slot can show, by the name given to openModal()
 * (src/stores/modal.ts). SPEC §2.13: the accounts issue adds the sign-in-to-save and business
 * information modals here.
 */
export const MODALS: Readonly<Record<string, ModalView>> = {};
