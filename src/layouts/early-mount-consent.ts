import { consentPattern } from '../stores/consent.ts';
import { hasTrackers } from '../tenant/analytics.ts';
import type { SiteData } from '../site/site-data.ts';

/**
 * Where the agency has trackers (a visitor without a choice gets the consent banner), the source
 * of the pattern of a choice already made: the early mount and the shell's wait for it run only
 * with one (src/site/early-mount.ts).
 */
export function earlyMountConsent(site: SiteData): string | undefined {
  return site.kind === 'agency' && hasTrackers(site.analytics) ? consentPattern().source : undefined;
}
