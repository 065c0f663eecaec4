import { useEffect, useId, useRef, useState } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import { trapTab } from './shared/focus-trap.ts';
import styles from './MobileMenu.module.scss';

export interface MenuLink {
  href: string;
  label: string;
  /** primary: the Book Now button; guest: Log In / Sign Up, hidden once logged in. */
  kind: 'nav' | 'primary' | 'guest';
  /** Log In or Sign Up: the page follows the visitor's location at run time (src/client/guest-links.ts). */
  guestPage?: 'login' | 'signup';
}

/** The locale keys this island reads (islandMessages(language, MOBILE_MENU_MESSAGES)). */
export const MOBILE_MENU_MESSAGES = ['a11y.openMenu', 'a11y.closeMenu', 'a11y.menu'] as const;

export interface MobileMenuProps {
  links: MenuLink[];
  messages: Messages;
}

/** SPEC §2.9: the open state of the mobile slide-in menu adds this class to <body>. */
export const MENU_OPEN_CLASS = 'mobile-menu-open';

/**
 * The mobile slide-in menu. A modal <dialog> gives the focus trap, Escape and the inert
 * page behind it for free; the island only mirrors its open state onto <body>.
 */
export default function MobileMenu({ links, messages }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    document.body.classList.toggle(MENU_OPEN_CLASS, open);
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => () => document.body.classList.remove(MENU_OPEN_CLASS), []);

  return (
    <>
      <button type="button" className={styles.toggle} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.hidden}>{translate(messages, 'a11y.openMenu')}</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onKeyDown={(event) => trapTab(event, event.currentTarget)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className={styles.panel}>
          <div className={styles.top}>
            <h2 id={titleId} className={styles.title}>
              {translate(messages, 'a11y.menu')}
            </h2>
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className={styles.hidden}>{translate(messages, 'a11y.closeMenu')}</span>
            </button>
          </div>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.href} className={link.kind === 'guest' ? 'auth-guest' : undefined}>
                <a
                  className={link.kind === 'primary' ? styles.primary : styles.link}
                  href={link.href}
                  // Book Now: the logged-in header may give it the agent's v2 target (src/client/member.ts).
                  data-book-now={link.kind === 'primary' ? '' : undefined}
                  data-guest-link={link.guestPage}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
