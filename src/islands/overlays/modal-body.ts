import type { Messages } from '../../i18n/island.ts';

/** What a modal's body gets from the overlay island. */
export interface ModalBodyProps {
  messages: Messages;
  /** Closes this modal (e.g. after a submit), static or not. */
  close(): void;
}
