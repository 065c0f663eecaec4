import { signBody } from '../../scripts/watch/signature.ts';

/*
 * "A change is live in seconds": on each change of a site's data (site-changes.ts) the reference
 * API posts the signed rebuild webhook of `npm run watch` (scripts/watch/webhook.ts) for that
 * tenant, numbering the change, and relays what the watcher says became of it
 * (GET /status/<tenant>) to the page that saved: publishing, live, or failed (the last good site
 * stays).
 */

/** Where the watcher listens (`http://127.0.0.1:4600`) and the shared secret (REBUILD_SECRET). */
export interface RebuildWebhook {
  url: string;
  secret: string;
}

/** The webhook from a URL and a secret (both or neither); a malformed URL or a missing secret is an error. */
export function rebuildWebhookFrom(url: string | undefined, secret: string | undefined): RebuildWebhook | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`the rebuild webhook must be an http(s) URL such as http://127.0.0.1:4600, not "${url}"`);
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`the rebuild webhook must be an http(s) URL such as http://127.0.0.1:4600, not "${url}"`);
  if (!secret) throw new Error('the rebuild webhook needs REBUILD_SECRET, the secret `npm run watch` checks signatures with');
  return { url: parsed.origin + parsed.pathname.replace(/\/+$/, ''), secret };
}

/** `off`: no watcher is wired, the sites change on their next build. */
export type PublishingState = 'off' | 'publishing' | 'live' | 'failed';

interface Sent {
  change: number;
  /** The webhook's answer: not yet, 202, or a refusal or no answer at all. */
  answer: 'pending' | 'accepted' | 'refused';
}

/** How long the watcher has to answer a webhook or a status look. */
const TIMEOUT_MS = 5_000;

export function createRebuildNotifier(webhook: RebuildWebhook | undefined, log: (line: string) => void = console.error) {
  const sent = new Map<string, Sent>();
  const base = webhook?.url.replace(/\/+$/, '');
  // Milliseconds since 1970, kept growing: a later change has a bigger number, across restarts too.
  let last = 0;
  const nextChange = () => (last = Math.max(last + 1, Date.now()));

  return {
    /** Posts the webhook for this tenant's newest change; never throws (a save never fails for it). */
    async changed(subdomain: string): Promise<void> {
      if (!webhook) return;
      const record: Sent = { change: nextChange(), answer: 'pending' };
      sent.set(subdomain, record);
      const body = JSON.stringify({ reason: 'agency data saved', change: record.change });
      try {
        const response = await fetch(`${base}/rebuild/${encodeURIComponent(subdomain)}`, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', 'X-Rebuild-Signature': signBody(webhook.secret, body) },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        record.answer = response.status === 202 ? 'accepted' : 'refused';
        if (record.answer === 'refused') log(`[reference-api] rebuild webhook for ${subdomain} answered ${response.status}`);
      } catch (error) {
        record.answer = 'refused';
        log(`[reference-api] rebuild webhook for ${subdomain} unreachable: ${(error as Error).message}`);
      }
    },

    /** What became of this tenant's newest change. */
    async state(subdomain: string): Promise<PublishingState> {
      if (!webhook) return 'off';
      const record = sent.get(subdomain);
      if (!record) return 'live';
      if (record.answer === 'pending') return 'publishing';
      if (record.answer === 'refused') return 'failed';
      const path = `/status/${encodeURIComponent(subdomain)}`;
      try {
        const response = await fetch(base + path, { headers: { 'X-Rebuild-Signature': signBody(webhook.secret, path) }, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!response.ok) return 'failed';
        const status = (await response.json()) as { live?: unknown; failed?: unknown };
        if (typeof status.live === 'number' && status.live >= record.change) return 'live';
        if (typeof status.failed === 'number' && status.failed >= record.change) return 'failed';
        return 'publishing';
      } catch {
        // A watcher that does not answer publishes nothing: the site shows its last good version.
        return 'failed';
      }
    },
  };
}
