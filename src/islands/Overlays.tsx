import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import { $modal, closeModal, requestModalClose, type OpenModal } from '../stores/modal.ts';
import { $toasts, dismissToast } from '../stores/toasts.ts';
import { MODALS, type ModalView } from './overlays/modals.ts';
import { trapTab } from './shared/focus-trap.ts';
import styles from './Overlays.module.scss';

/** The locale keys this island reads: its own, and those of every registered modal. */
export const OVERLAYS_MESSAGES: readonly string[] = ['overlays.dismiss', 'overlays.close', ...Object.values(MODALS).flatMap((view) => view.messages)];

export interface OverlaysProps {
  messages: Messages;
}

/**
 * SPEC §2.13: the shell's one overlay island, for toasts and the one modal slot. The stores own
 * what is shown (src/stores/toasts.ts, src/stores/modal.ts); this renders. Server-rendered as an
 * empty, fixed-position live region that takes no room, so the region a screen reader watches is
 * there from first paint and a toast is announced when it is added into it.
 */
export default function Overlays({ messages }: OverlaysProps) {
  const toasts = useStore($toasts);
  const modal = useStore($modal);
  // The first render matches the empty server HTML, even when a toast came before hydration.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const view = live && modal ? MODALS[modal.name] : undefined;

  return (
    <>
      <div className={styles.toasts} aria-live="polite" aria-atomic="false">
        {live &&
          toasts.map((toast) => (
            <div key={toast.id} className={styles.toast} data-kind={toast.kind}>
              <p className={styles.message}>{toast.message}</p>
              <button type="button" className={styles.dismiss} aria-label={translate(messages, 'overlays.dismiss')} onClick={() => dismissToast(toast.id)}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </div>
          ))}
      </div>
      {modal && view && <ModalDialog key={modal.name} modal={modal} view={view} messages={messages} />}
    </>
  );
}

interface ModalDialogProps {
  modal: OpenModal;
  view: ModalView;
  messages: Messages;
}

/**
 * A modal <dialog>: the page behind is inert, Tab stays inside (trapTab), and focus goes back to
 * where it was when the modal closes. A static modal (SPEC §4 business information) ignores
 * Escape, the backdrop and has no close button.
 */
function ModalDialog({ modal, view, messages }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { Body } = view;

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (element && !element.open) element.showModal();
    return () => {
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.modal}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the store decides, so a static modal stays open.
        event.preventDefault();
        requestModalClose();
      }}
      onClose={(event) => {
        // Closed by the browser anyway (e.g. a repeated Escape): reopen what the store still holds.
        if ($modal.get() === modal && modal.dismissible) requestModalClose();
        else if ($modal.get() === modal) event.currentTarget.showModal();
      }}
      onKeyDown={(event) => trapTab(event, event.currentTarget)}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === event.currentTarget) requestModalClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            {translate(messages, view.title)}
          </h2>
          {modal.dismissible && (
            <button type="button" className={styles.close} aria-label={translate(messages, 'overlays.close')} onClick={requestModalClose}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <Suspense>
          <Body messages={messages} close={() => closeModal(modal.name)} />
        </Suspense>
      </div>
    </dialog>
  );
}
