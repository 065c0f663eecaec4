import { readPageData } from '../site/page-data.ts';
import { startAgency } from '../stores/agency.ts';
import { refreshAuth } from '../stores/auth.ts';
import { startSession } from '../stores/session.ts';
import { startUser } from '../stores/user.ts';
import { loadAnalytics } from './analytics.ts';
import { installGlobalFailure } from './global-failure.ts';
import { startOverlays } from './overlays.ts';

installGlobalFailure();
startSession();
refreshAuth();
startOverlays();
// The page's stores start here, never from a component (issue 7): the agency from the page data
// the build printed, then the user, which fetches the profile only when logged in (SPEC §3, §6).
const page = readPageData();
startAgency(page);
startUser();
// SPEC §4 Currency: the lists, the rates, the visitor's geolocation and the choice, on every page
// of an agency (the header's picker, the destination deals and the remote apps all need them).
// Their code is imported here rather than bundled with boot, so the 'Agency not found!' site
// never loads it; the islands that show the currency only listen.
if (page) {
  import('../stores/currency.ts')
    .then(({ startCurrency, currencySetupOf }) => startCurrency(currencySetupOf(page)))
    .catch((error: unknown) => console.error('The currency could not be started.', error));
}
// Analytics never competes with the page for the network or the main thread.
if (document.readyState === 'complete') loadAnalytics();
else window.addEventListener('load', () => loadAnalytics(), { once: true });
