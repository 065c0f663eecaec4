import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { translate, type Messages } from '../i18n/island.ts';
import type { Language } from '../i18n/languages.ts';
import { agentV2Settings, bookingTarget } from '../site/route-catalogue.ts';
import { isEmbeddedPage } from '../site/embedded.ts';
import { profileMenuItems, type ProfileMenuItem } from '../site/profile-menu.ts';
import { localePath } from '../i18n/language-prefix.ts';
import type { BookingService } from '../tenant/agency.ts';
import { $user, USER_BEFORE_START } from '../stores/user.ts';
import type { UserState } from '../roles/user-state.ts';
import { useDismiss } from './shared/use-dismiss.ts';
import { useHydratedStore } from './shared/use-hydrated-store.ts';
import type { SupportChatProps } from './SupportChat.tsx';
import styles from './ProfileMenu.module.scss';

/** The locale keys this island reads (islandMessages(language, PROFILE_MENU_MESSAGES)). */
export const PROFILE_MENU_MESSAGES = [
  'memberMenu.menu.open',
  'memberMenu.menu.items.bookNow',
  'memberMenu.menu.items.myTrips',
  'memberMenu.menu.items.profileSettings',
  'memberMenu.menu.items.websiteSettings',
  'memberMenu.menu.items.support',
  'memberMenu.menu.items.help',
  'memberMenu.menu.items.wallet',
  'memberMenu.menu.items.logout',
  'memberMenu.chat.title',
  'memberMenu.chat.intro',
  'memberMenu.chat.message',
  'memberMenu.chat.send',
  'memberMenu.chat.sent',
  'memberMenu.chat.close',
] as const;

export interface ProfileMenuProps {
  messages: Messages;
  language: Language;
  defaultLanguage: Language;
  /** SPEC §2.9: the first active booking service; none when the agency has none. */
  bookNowService: BookingService | undefined;
  /** SPEC §2.10: Support is Help here, and opens the support chat (src/config/storefront.json). */
  helpChat: boolean;
}

// SPEC §2.10: the support chat's code loads only when the visitor opens it.
const SupportChat = lazy(() => import('./SupportChat.tsx')) as ComponentType<SupportChatProps>;

function initials(user: UserState): string {
  const info = user.profile?.personal_info;
  if (!info) return '';
  return `${info.first_name.charAt(0)}${info.last_name.charAt(0)}`.toUpperCase();
}

/**
 * SPEC §2.10 profile avatar menu: a menu button (aria-expanded, arrow keys, Home/End, Escape
 * returns focus). The build renders the button alone, at its final size, in a slot that the
 * header shows only when html[data-auth="in"]; the items follow the visitor's permissions once
 * the profile is known. Hydrated by client:member, so only logged-in visitors load it.
 */
export default function ProfileMenu({ messages, language, defaultLanguage, bookNowService, helpChat }: ProfileMenuProps) {
  const user = useHydratedStore($user, USER_BEFORE_START);
  const [open, setOpen] = useState(false);
  const closeMenu = useCallback(() => setOpen(false), []);
  const [chatOpen, setChatOpen] = useState(false);
  const [embedded, setEmbedded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();

  // The page's own facts, read once in the browser (the build cannot know them).
  useEffect(() => setEmbedded(isEmbeddedPage()), []);

  const bookNow = bookNowService ? bookingTarget(bookNowService, agentV2Settings(user.permissions.seesAgentNav, user.profile)) : undefined;
  const items = user.status === 'anonymous' || user.status === 'loading' ? [] : profileMenuItems({ permissions: user.permissions, bookNow, helpChat, embedded });

  const focusItem = (index: number) => {
    const links = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]!.focus();
  };

  // Focus moves into the menu when it opens, or when its items arrive after it opened (the
  // profile is fetched after load, so a quick click can open an empty menu).
  useEffect(() => {
    if (open && !list.current?.contains(document.activeElement)) focusItem(0);
  }, [open, items.length]);

  useDismiss(root, open, closeMenu);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(at + 1),
      ArrowUp: () => focusItem(at - 1),
      Home: () => focusItem(0),
      End: () => focusItem(links.length - 1),
      Escape: close,
      Tab: () => setOpen(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const label = (item: ProfileMenuItem) =>
    translate(messages, `memberMenu.menu.items.${item.id === 'support' && helpChat ? 'help' : item.id}`);
  const image = user.profile?.personal_info.profile_image;

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.avatar}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={translate(messages, 'memberMenu.menu.open')}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
      >
        {image ? (
          <img src={image} alt="" width="40" height="40" className={styles.image} />
        ) : (
          <span aria-hidden="true" className={styles.initials}>
            {initials(user) || (
              <svg viewBox="0 0 24 24" width="24" height="24">
                <circle cx="12" cy="8" r="4" fill="currentColor" />
                <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" fill="currentColor" />
              </svg>
            )}
          </span>
        )}
      </button>
      {open && (
        <ul id={menuId} ref={list} role="menu" aria-label={translate(messages, 'memberMenu.menu.open')} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.action === 'chat' ? (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.item}
                  data-item={item.id}
                  onClick={() => {
                    setOpen(false);
                    setChatOpen(true);
                  }}
                >
                  {label(item)}
                </button>
              ) : (
                <a role="menuitem" tabIndex={-1} className={styles.item} data-item={item.id} href={localePath({ defaultLanguage }, language, item.route!)}>
                  {label(item)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {chatOpen && (
        <Suspense fallback={null}>
          <SupportChat
            messages={messages}
            onClose={() => {
              setChatOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
