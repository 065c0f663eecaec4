import { useEffect, useId, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import styles from './SupportChat.module.scss';

export interface SupportChatProps {
  messages: Messages;
  onClose: () => void;
}

/**
 * SPEC §2.10: the support chat widget the one agency's Help opens. A demo stand-in for the
 * vendor widget: its code is a chunk of its own that ProfileMenu imports only when Help is
 * chosen. A non-modal dialog: the page stays usable, Escape or the close button ends it.
 */
export default function SupportChat({ messages, onClose }: SupportChatProps) {
  const titleId = useId();
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => field.current?.focus(), []);

  return (
    <section
      className={styles.chat}
      role="dialog"
      aria-labelledby={titleId}
      data-support-chat=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className={styles.top}>
        <h2 id={titleId} className={styles.title}>
          {translate(messages, 'memberMenu.chat.title')}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={translate(messages, 'memberMenu.chat.close')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <p className={styles.bubble}>{translate(messages, 'memberMenu.chat.intro')}</p>
      {sent ? (
        <p className={styles.bubble} role="status">
          {translate(messages, 'memberMenu.chat.sent')}
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (field.current?.value.trim()) setSent(true);
          }}
        >
          <label htmlFor={fieldId}>{translate(messages, 'memberMenu.chat.message')}</label>
          <textarea id={fieldId} ref={field} rows={3} className={styles.field} />
          <button type="submit" className={styles.send}>
            {translate(messages, 'memberMenu.chat.send')}
          </button>
        </form>
      )}
    </section>
  );
}
