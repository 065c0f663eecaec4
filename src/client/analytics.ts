import type { ReadableAtom } from 'nanostores';
import { $consent, type ConsentChoice } from '../stores/consent.ts';
import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID } from '../tenant/analytics.ts';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...a: unknown[]) => void };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Runs one step of work in a moment the page is idle (soon, at the latest). */
export type IdleStep = (step: () => void) => void;

/**
 * An idle moment of its own for each step: inserting an external script costs the main thread
 * 7–10 ms (Chromium 156, in a profile of the load event), which on the load event's task added to
 * whatever else ran there and lengthened a task Lighthouse counts as blocking.
 */
export const whenIdle: IdleStep = (step) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => step(), { timeout: 3000 });
  else setTimeout(step, 1);
};

/** Google Consent Mode v2's signals, and the visitor's category each one follows. */
const GOOGLE_SIGNALS = {
  ad_storage: 'marketing',
  ad_user_data: 'marketing',
  ad_personalization: 'marketing',
  analytics_storage: 'analytics',
} as const satisfies Record<string, keyof ConsentChoice>;
type Signal = keyof typeof GOOGLE_SIGNALS;
type SignalState = 'granted' | 'denied';

function signals(choice: ConsentChoice | undefined): Record<Signal, SignalState> {
  const map = {} as Record<Signal, SignalState>;
  for (const [signal, category] of Object.entries(GOOGLE_SIGNALS) as [Signal, keyof ConsentChoice][]) map[signal] = choice?.[category] ? 'granted' : 'denied';
  return map;
}

/** The signals that differ from what Google was last told: the granted ones on a first consent. */
function changed(from: Record<Signal, SignalState>, to: Record<Signal, SignalState>): Partial<Record<Signal, SignalState>> | undefined {
  const update: Partial<Record<Signal, SignalState>> = {};
  for (const signal of Object.keys(to) as Signal[]) if (from[signal] !== to[signal]) update[signal] = to[signal];
  return Object.keys(update).length > 0 ? update : undefined;
}

/**
 * SPEC §4 Analytics, under the visitor's consent (src/stores/consent.ts). The IDs come from a JSON
 * block the build printed after checking them; they are checked again here and only ever passed
 * as values, never spliced into code.
 *
 * Google runs in Consent Mode v2: everything denied is said first, before any other command; an
 * update names only what the visitor changed (on a first consent, the granted categories), and
 * gtag.js itself is inserted only once analytics is granted. The Meta pixel loads only once
 * marketing is granted. Each vendor's script is inserted in an idle step of its own (`idle`),
 * never competing with the page. Returns the unsubscribe.
 */
export function loadAnalytics(
  config = document.getElementById('analytics-config'),
  idle: IdleStep = whenIdle,
  consent: ReadableAtom<ConsentChoice | undefined> = $consent,
): () => void {
  if (!config?.textContent) return () => {};
  const { googleAnalyticsId, facebookPixelId } = JSON.parse(config.textContent) as {
    googleAnalyticsId?: string;
    facebookPixelId?: string;
  };
  const google = googleAnalyticsId && GOOGLE_ANALYTICS_ID.test(googleAnalyticsId) ? googleAnalyticsId : undefined;
  const facebook = facebookPixelId && FACEBOOK_PIXEL_ID.test(facebookPixelId) ? facebookPixelId : undefined;
  if (!google && !facebook) return () => {};

  let told = signals(undefined);
  if (google) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag('consent', 'default', told);
  }
  let googleScheduled = false;
  let pixelScheduled = false;
  let pixelRevoked = false;

  return consent.subscribe((choice) => {
    if (google) {
      const next = signals(choice);
      const update = changed(told, next);
      told = next;
      if (update) window.gtag!('consent', 'update', update);
      if (choice?.analytics && !googleScheduled) {
        googleScheduled = true;
        idle(() => {
          window.gtag!('js', new Date());
          window.gtag!('config', google);
          addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(google)}`);
        });
      }
    }
    if (facebook) {
      if (choice?.marketing && !pixelScheduled) {
        pixelScheduled = true;
        idle(() => {
          const fbq: Queue = (...args: unknown[]) => {
            if (fbq.callMethod) fbq.callMethod(...args);
            else fbq.queue!.push(args);
          };
          fbq.queue = [];
          window.fbq = window._fbq = fbq;
          fbq('init', facebook);
          fbq('track', 'PageView');
          addScript('https://connect.facebook.net/en_US/fbevents.js');
        });
      } else if (pixelScheduled && window.fbq && !choice?.marketing !== pixelRevoked) {
        // A loaded pixel cannot be unloaded: withdrawn consent stops it sending (Meta's consent API).
        pixelRevoked = !choice?.marketing;
        window.fbq('consent', pixelRevoked ? 'revoke' : 'grant');
      }
    }
  });
}
