import type { Language } from '../i18n/languages.ts';
import { memberHeader, type HeaderFacts } from '../site/member-header.ts';
import type { BookingService } from '../tenant/agency.ts';
import { $agency } from '../stores/agency.ts';
import { $user } from '../stores/user.ts';

/*
 * The logged-in header (src/site/member-header.ts) on this page. boot.ts imports this module
 * only when the visitor is logged in, so a logged-out page never downloads it.
 */

/** Applies memberHeader to the page whenever the user changes. */
export function startMemberHeader(): () => void {
  const header = document.querySelector<HTMLElement>('.site-header');
  return $user.subscribe((user) => {
    const agency = $agency.get();
    if (!header || !agency) return;
    const facts: HeaderFacts = {
      service: (header.dataset.bookNowService || undefined) as BookingService | undefined,
      language: document.documentElement.lang as Language,
      defaultLanguage: agency.defaultLanguage as Language,
      pathname: window.location.pathname,
    };
    const { bookNow, logo, redirect } = memberHeader(user, facts);
    if (bookNow) {
      for (const link of header.querySelectorAll<HTMLAnchorElement>('a[data-book-now]')) link.setAttribute('href', bookNow.to);
    }
    if (logo) header.querySelector<HTMLAnchorElement>('a[data-home-link]')?.setAttribute('href', logo);
    if (redirect) window.location.replace(redirect);
  });
}

startMemberHeader();
