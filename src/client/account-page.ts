import { readPageData } from '../site/page-data.ts';
import { leaveForSso, startSso, startVerify } from '../stores/account-forms.ts';

/**
 * Starts the account page this script runs on (src/pages/site/[tenant]/[lang]/[account].astro):
 * /verify checks its link, /sso takes the external site's token, and /login or /signup of an
 * SSO-only agency leave for its return URL (SPEC §4).
 */
export function startAccountPage(kind: string | undefined): void {
  const agency = readPageData()?.agency;
  if (kind === 'verify') void startVerify();
  else if (kind === 'sso') startSso();
  else if (agency && (kind === 'login' || kind === 'signup')) leaveForSso(kind, agency);
}
