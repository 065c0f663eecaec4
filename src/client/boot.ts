import { readPageData } from '../site/page-data.ts';
import { ROUTES } from '../site/routes.ts';
import { stripLanguage } from '../i18n/language-prefix.ts';
import { startAgency } from '../stores/agency.ts';
import { $isLoggedIn, isLoggedIn, refreshAuth, syncAuthAcrossTabs } from '../stores/auth.ts';
import { startSession } from '../stores/session.ts';
import { startUser } from '../stores/user.ts';
import { guardAccess } from './access.ts';
import { followGuestLinks } from './guest-links.ts';
import { startOverlays } from './overlays.ts';
import { startPrefetchOnIntent } from './prefetch-start.ts';

// GDPR / ePrivacy art. 5(3): the visitor's remembered consent, or the banner asking for it, and the
// trackers only with it (src/client/consent-start.ts). The build prints #analytics-config only for
// an agency with a valid tracker ID: without one there is nothing to ask and nothing is downloaded.
if (document.getElementById('analytics-config')) {
  import('./consent-start.ts')
    .then(({ startConsentAndAnalytics }) => startConsentAndAnalytics())
    .catch((error: unknown) => console.error('The consent banner could not be started.', error));
}
startSession();
refreshAuth();
// A log-in or log-out in another tab shows here too.
syncAuthAcrossTabs();
startOverlays();
// The page's stores start here, never from a component: the agency from the page data
// the build printed, then the user, which fetches the profile only when logged in (SPEC §3, §6).
const page = readPageData();
startAgency(page);
// SPEC §2.1, §4: a logged-out visitor on a page that needs an account goes to sign up (a
// checkout URL, remembered for 30 minutes) or to log in (src/client/access.ts).
const sentOn = guardAccess(page?.agency, isLoggedIn());
// Says that the rule ran and whether it kept the visitor, for tools and tests that judge a page
// which must not move (tests/e2e/settled.ts) without waiting for a time.
document.documentElement.dataset.access = sentOn ? 'redirect' : 'kept';
// A log-out in another tab leaves a page that needs an account, like a fresh visit.
$isLoggedIn.listen((loggedIn) => {
  if (!loggedIn) guardAccess(page?.agency, false);
});
// SPEC §4: Log In and Sign Up carry this page as `redirect` (or navigateTo under SSO).
if (page?.agency) followGuestLinks(page.agency);
// Hovering or focusing the way to a remote app's page starts fetching its module.
startPrefetchOnIntent();
startUser();
// The logged-in header's rules (Book Now v2, the subscription logo and redirect),
// downloaded only by a logged-in visitor.
if (isLoggedIn()) import('./member.ts').catch((error: unknown) => console.error('The logged-in header could not be started.', error));
// SPEC §4 Business information modal: an AgencyOwner without business info. Its code loads once
// the visitor is logged in (here or in another tab), its call only for an AgencyOwner.
const stopWatching = $isLoggedIn.subscribe((loggedIn) => {
  if (!loggedIn) return;
  queueMicrotask(() => stopWatching());
  import('../stores/business-info-prompt.ts')
    .then(({ startBusinessInfoPrompt }) => startBusinessInfoPrompt())
    .catch((error: unknown) => console.error('The business information prompt could not be started.', error));
});
// SPEC §4 Sign-in-to-save modal: its code loads only on a logged-out home page.
if (!isLoggedIn() && stripLanguage(window.location.pathname).route === ROUTES.home) {
  import('../stores/sign-in-prompt.ts')
    .then(({ startSignInPrompt }) => startSignInPrompt())
    .catch((error: unknown) => console.error('The sign-in prompt could not be started.', error));
}
// SPEC §4 Currency: the lists, the rates, the visitor's geolocation and the choice, on every page
// of an agency (the header's picker, the destination deals and the remote apps all need them).
// Their code is imported here rather than bundled with boot, so the 'Agency not found!' site
// never loads it; the islands that show the currency only listen.
if (page) {
  import('../stores/currency.ts')
    .then(({ startCurrency, currencySetupOf }) => startCurrency(currencySetupOf(page)))
    .catch((error: unknown) => console.error('The currency could not be started.', error));
}
