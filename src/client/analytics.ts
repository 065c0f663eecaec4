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

/**
 * SPEC §4 Analytics. The IDs come from a JSON block the build printed after checking them;
 * they are checked again here and only ever passed as values, never spliced into code.
 * Each vendor's script is inserted in a step of its own (`idle`), never competing with the page.
 */
export function loadAnalytics(config = document.getElementById('analytics-config'), idle: IdleStep = whenIdle): void {
  if (!config?.textContent) return;
  const { googleAnalyticsId, facebookPixelId } = JSON.parse(config.textContent) as {
    googleAnalyticsId?: string;
    facebookPixelId?: string;
  };
  if (googleAnalyticsId && GOOGLE_ANALYTICS_ID.test(googleAnalyticsId)) {
    idle(() => {
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = function gtag() {
        // gtag.js reads the arguments object itself.
        // eslint-disable-next-line prefer-rest-params
        window.dataLayer!.push(arguments);
      };
      window.gtag('js', new Date());
      window.gtag('config', googleAnalyticsId);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(googleAnalyticsId)}`);
    });
  }
  if (facebookPixelId && FACEBOOK_PIXEL_ID.test(facebookPixelId)) {
    idle(() => {
      const fbq: Queue = (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else fbq.queue!.push(args);
      };
      fbq.queue = [];
      window.fbq = window._fbq = fbq;
      fbq('init', facebookPixelId);
      fbq('track', 'PageView');
      addScript('https://connect.facebook.net/en_US/fbevents.js');
    });
  }
}
