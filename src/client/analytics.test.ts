// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from './analytics.ts';

function config(ids: Record<string, string>): HTMLElement {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.textContent = JSON.stringify(ids);
  return element;
}

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src);

afterEach(() => {
  document.head.replaceChildren();
  delete window.gtag;
  delete window.fbq;
});

describe('analytics (SPEC §4 Analytics)', () => {
  it('inserts each vendor in an idle step of its own, nothing before (off the load task)', () => {
    const steps: (() => void)[] = [];
    loadAnalytics(config({ googleAnalyticsId: 'G-SUNNY12345', facebookPixelId: '284710000000001' }), (step) => steps.push(step));
    expect(scripts()).toEqual([]);
    expect(steps).toHaveLength(2);
    steps[0]!();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-SUNNY12345']);
    expect(window.gtag).toBeTypeOf('function');
    steps[1]!();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-SUNNY12345', 'https://connect.facebook.net/en_US/fbevents.js']);
  });

  it('schedules nothing for a malformed ID', () => {
    const steps: (() => void)[] = [];
    loadAnalytics(config({ googleAnalyticsId: 'UA-1"+alert(1)+"', facebookPixelId: 'x' }), (step) => steps.push(step));
    expect(steps).toEqual([]);
  });
});
