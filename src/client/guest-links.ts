import { guestLinkTarget, loginRedirectInput } from '../site/login-redirect.ts';
import type { PublicAgency } from '../site/page-data.ts';
import type { Place } from './access.ts';

/*
 * SPEC §4 Login/signup redirect for the Log In and Sign Up links of the header and the mobile
 * menu. The build knows only the page, so it prints the plain target; here
 * the visitor's own address adds `redirect` (back to this page) or, under SSO, `navigateTo` for
 * the plum and deal-link cases. Every target goes through src/site/login-redirect.ts, which
 * checks it with safeRedirectTarget.
 */

/** Marks a Log In or Sign Up link; the value is the page (src/components/Header.astro). */
export const GUEST_LINK_SELECTOR = 'a[data-guest-link]';

type GuestAgency = Pick<PublicAgency, 'sso' | 'returnUrl'>;

function guestPage(link: Element): 'login' | 'signup' | undefined {
  const page = link.getAttribute('data-guest-link');
  return page === 'login' || page === 'signup' ? page : undefined;
}

/** Points one link at the target for this place. */
export function aimGuestLink(link: Element, agency: GuestAgency, place: Place): void {
  const page = guestPage(link);
  if (!page) return;
  link.setAttribute('href', guestLinkTarget(loginRedirectInput(page, agency, place)));
}

/**
 * Aims every guest link now, and again as one is followed: the mobile menu is an island whose
 * links may be drawn after start-up, and a click reads the address as it is then.
 */
export function followGuestLinks(agency: GuestAgency, doc: Document = document, place: Place = window.location): void {
  for (const link of doc.querySelectorAll(GUEST_LINK_SELECTOR)) aimGuestLink(link, agency, place);
  const aim = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(GUEST_LINK_SELECTOR) : null;
    if (link) aimGuestLink(link, agency, place);
  };
  // Capture, so the href is set before the browser follows it; pointerdown also covers a middle click.
  doc.addEventListener('click', aim, true);
  doc.addEventListener('pointerdown', aim, true);
}
