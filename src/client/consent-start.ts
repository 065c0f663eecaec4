import { startConsent } from '../stores/consent.ts';
import { loadAnalytics } from './analytics.ts';
import { renderConsentBanner } from './consent-banner.ts';

/**
 * GDPR / ePrivacy art. 5(3), SPEC §4 Analytics: on a page with a tracker, the visitor's remembered
 * choice or the banner asking for it, and the trackers after the load event, each only with its
 * category's consent (src/stores/consent.ts). Imported by boot only where the build printed
 * #analytics-config, so an agency without trackers downloads none of it.
 */
export function startConsentAndAnalytics(): void {
  startConsent(true);
  renderConsentBanner();
  // Analytics never competes with the page for the network or the main thread.
  if (document.readyState === 'complete') loadAnalytics();
  else window.addEventListener('load', () => loadAnalytics(), { once: true });
}
