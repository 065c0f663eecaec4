// @vitest-environment jsdom
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentChoice } from '../stores/consent.ts';
import { loadAnalytics } from './analytics.ts';

function config(ids: Record<string, string>): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.textContent = JSON.stringify(ids);
  return element;
}

const BOTH = { googleAnalyticsId: 'G-SUNNY12345', facebookPixelId: '284710000000001' };
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-SUNNY12345';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);
/** The gtag commands in the order gtag.js will read them, dates left out. */
const commands = () => (window.dataLayer ?? []).map((entry) => [...(entry as IArguments)].filter((part) => !(part instanceof Date)));

function setup(ids: Record<string, string>, choice?: ConsentChoice) {
  const consent = atom<ConsentChoice | undefined>(choice);
  const steps: (() => void)[] = [];
  const stop = loadAnalytics(config(ids), (step) => steps.push(step), consent);
  const runSteps = () => steps.splice(0).forEach((step) => step());
  return { consent, steps, stop, runSteps };
}

afterEach(() => {
  document.head.replaceChildren();
  delete window.gtag;
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
});

describe('analytics (SPEC §4 Analytics) under consent', () => {
  it('before a decision: consent defaults to denied, and no vendor script is scheduled', () => {
    const { steps, runSteps } = setup(BOTH);
    runSteps();
    expect(steps).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(commands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ]);
  });

  it('after Accept: the default first, then an update of the granted signals, then js/config, then each vendor in an idle step of its own', () => {
    const { consent, steps } = setup(BOTH);
    consent.set({ analytics: true, marketing: true });
    expect(scripts()).toEqual([]);
    expect(steps).toHaveLength(2);
    steps[0]!();
    expect(scripts()).toEqual([GTAG]);
    steps[1]!();
    expect(scripts()).toEqual([GTAG, PIXEL]);
    expect(commands()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }],
      ['js'],
      ['config', 'G-SUNNY12345'],
    ]);
  });

  it('analytics only: the update grants analytics_storage alone, gtag.js loads and the Meta pixel does not', () => {
    const { runSteps } = setup(BOTH, { analytics: true, marketing: false });
    runSteps();
    expect(scripts()).toEqual([GTAG]);
    expect(window.fbq).toBeUndefined();
    expect(commands()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  });

  it('marketing only: the pixel loads, gtag.js does not (analytics_storage stays denied)', () => {
    const { runSteps } = setup(BOTH, { analytics: false, marketing: true });
    runSteps();
    expect(scripts()).toEqual([PIXEL]);
    expect(commands()[1]).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
  });

  it('Reject: the default stays denied and nothing loads', () => {
    const { runSteps } = setup(BOTH, { analytics: false, marketing: false });
    runSteps();
    expect(scripts()).toEqual([]);
    expect(commands()).toHaveLength(1);
  });

  it('a withdrawn consent tells Google the denied signals and revokes the loaded pixel', () => {
    const { consent, runSteps } = setup(BOTH, { analytics: true, marketing: true });
    runSteps();
    const pixel: unknown[][] = [];
    window.fbq = (...args: unknown[]) => void pixel.push(args);
    consent.set({ analytics: false, marketing: false });
    expect(commands().at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
    expect(pixel).toEqual([['consent', 'revoke']]);
    expect(scripts()).toEqual([GTAG, PIXEL]);
  });

  it('schedules nothing for a malformed ID, and sets up no gtag', () => {
    const { steps } = setup({ googleAnalyticsId: 'UA-1"+alert(1)+"', facebookPixelId: 'x' }, { analytics: true, marketing: true });
    expect(steps).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });
});
