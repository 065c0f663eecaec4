import { useEffect, useId } from 'react';
import { formatMoney } from '../currency/format.ts';
import { translate, type Messages } from '../i18n/island.ts';
import type { Language } from '../i18n/languages.ts';
import { AGENT_NAV_LABELS, agentNavLinks, creditsIn, showsCredits, type AgentNavLink } from '../site/agent-nav.ts';
import { bookingTarget } from '../site/route-catalogue.ts';
import { localePath } from '../i18n/language-prefix.ts';
import type { BookingService } from '../tenant/agency.ts';
import { $agentNav, $agentNavCollapsed, AGENT_NAV_BEFORE_START, retryAgentNav, setAgentNavCollapsed } from '../stores/agent-nav.ts';
import { readAccessToken } from '../stores/auth.ts';
import { $currency, $rates, RATES_BEFORE_START } from '../stores/currency.ts';
import { $user, USER_BEFORE_START } from '../stores/user.ts';
import { useHydratedStore } from './shared/use-hydrated-store.ts';
import styles from './AgentNav.module.scss';

/** The locale keys this island reads (islandMessages(language, AGENT_NAV_MESSAGES)). */
export const AGENT_NAV_MESSAGES = [
  'memberMenu.nav.label',
  'memberMenu.nav.collapse',
  'memberMenu.nav.expand',
  'memberMenu.nav.credits',
  'memberMenu.nav.loading',
  'memberMenu.nav.failed',
  'memberMenu.nav.retry',
  'memberMenu.nav.newTab',
  ...Object.values(AGENT_NAV_LABELS).map((key) => `memberMenu.nav.items.${key}`),
] as const;

export interface AgentNavProps {
  messages: Messages;
  language: Language;
  defaultLanguage: Language;
  bookNowService: BookingService | undefined;
  /** src/config/storefront.json academyHosts: the only hosts given the access token. */
  academyHosts: readonly string[];
}

/** SPEC §2.11: <html> carries the sidebar's state, so the page makes room for it (src/components/Header.astro). */
export const AGENT_NAV_ATTRIBUTE = 'data-agent-nav';

/**
 * SPEC §2.11 agent side navigation, for travel agents on every shell page: a sidebar at the
 * page's inline start (the right in Arabic) that collapses to its toggle, remembered across pages.
 * The build renders nothing: nobody is an agent before the profile is known, and a visitor who is
 * not one never sees it, so the page never moves for them. Hydrated by client:member.
 */
export default function AgentNav({ messages, language, defaultLanguage, bookNowService, academyHosts }: AgentNavProps) {
  const user = useHydratedStore($user, USER_BEFORE_START);
  const nav = useHydratedStore($agentNav, AGENT_NAV_BEFORE_START);
  const collapsed = useHydratedStore($agentNavCollapsed, false);
  const currency = useHydratedStore($currency, undefined);
  const rates = useHydratedStore($rates, RATES_BEFORE_START);
  const listId = useId();
  const shown = user.status === 'success' && user.permissions.seesAgentNav;

  useEffect(() => {
    const root = document.documentElement;
    if (shown) root.setAttribute(AGENT_NAV_ATTRIBUTE, collapsed ? 'collapsed' : 'open');
    else root.removeAttribute(AGENT_NAV_ATTRIBUTE);
  }, [shown, collapsed]);

  if (!shown || !user.profile) return null;
  const profile = user.profile;
  const bookNow = bookNowService
    ? bookingTarget(bookNowService, { enableHotelsV2: profile.enableHotelsV2, enableFlightsV2: profile.enableFlightsV2 })
    : undefined;
  const links = agentNavLinks(nav.items, {
    permissions: user.permissions,
    bookNow,
    token: readAccessToken(),
    academyHosts,
    origin: window.location.origin,
    localize: (route) => localePath({ defaultLanguage }, language, route),
  });
  const credits = profile.personal_info.credits;
  const shownCredits = showsCredits(credits.amount) ? creditsIn(credits, currency, rates.rates) : undefined;
  const label = (link: AgentNavLink) => {
    const key = AGENT_NAV_LABELS[link.label];
    return key ? translate(messages, `memberMenu.nav.items.${key}`) : link.label;
  };

  const item = (link: AgentNavLink) =>
    link.href ? (
      <a
        className={styles.link}
        href={link.href}
        data-label={link.label}
        {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label(link)}
        {link.external && <span className={styles.hidden}> {translate(messages, 'memberMenu.nav.newTab')}</span>}
      </a>
    ) : (
      <a className={styles.disabled} role="link" aria-disabled="true" data-label={link.label}>
        {label(link)}
      </a>
    );

  return (
    <nav className={styles.nav} data-collapsed={collapsed} aria-label={translate(messages, 'memberMenu.nav.label')}>
      <div className={styles.top}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={translate(messages, collapsed ? 'memberMenu.nav.expand' : 'memberMenu.nav.collapse')}
          onClick={() => setAgentNavCollapsed(!collapsed)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {!collapsed && (
          <div className={styles.who}>
            <span className={styles.name} data-agent-name="">
              {profile.personal_info.first_name}
            </span>
            {shownCredits && (
              <span className={styles.credits} data-agent-credits="">
                {translate(messages, 'memberMenu.nav.credits', { amount: formatMoney(shownCredits.amount, shownCredits.currency, language) })}
              </span>
            )}
          </div>
        )}
      </div>
      <div id={listId} hidden={collapsed} className={styles.body}>
        {nav.status === 'loading' && <p className={styles.note}>{translate(messages, 'memberMenu.nav.loading')}</p>}
        {nav.status === 'failure' && (
          <div className={styles.note} role="alert" data-agent-nav-failure="">
            <p>{translate(messages, 'memberMenu.nav.failed')}</p>
            <button type="button" className={styles.retry} onClick={() => void retryAgentNav()}>
              {translate(messages, 'memberMenu.nav.retry')}
            </button>
          </div>
        )}
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.label}>
              {item(link)}
              {link.children && (
                <ul className={styles.children}>
                  {link.children.map((child) => (
                    <li key={child.label}>{item(child)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
