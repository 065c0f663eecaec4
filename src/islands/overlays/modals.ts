import { lazy, type ComponentType } from 'react';
import { BUSINESS_INFO_MODAL } from '../../stores/business-info-prompt.ts';
import { SIGN_IN_PROMPT_MODAL } from '../../stores/sign-in-prompt.ts';
import { BUSINESS_INFO_MESSAGES, SIGN_IN_PROMPT_MESSAGES } from './modal-messages.ts';
import type { ModalBodyProps } from './modal-body.ts';

export type { ModalBodyProps };

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
 * (src/stores/modal.ts). SPEC §2.13: the sign-in-to-save and business information modals, each
 * body in its own chunk, loaded when the modal opens.
 */
export const MODALS: Readonly<Record<string, ModalView>> = {
  [SIGN_IN_PROMPT_MODAL]: {
    title: 'signInPrompt.title',
    Body: lazy(() => import('./SignInPrompt.tsx')),
    messages: SIGN_IN_PROMPT_MESSAGES,
  },
  [BUSINESS_INFO_MODAL]: {
    title: 'businessInfo.title',
    Body: lazy(() => import('./BusinessInfoForm.tsx')),
    messages: BUSINESS_INFO_MESSAGES,
  },
};
