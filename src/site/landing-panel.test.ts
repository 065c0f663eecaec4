// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { landingPanelScript, panelPath, showPanelOn } from './landing-panel.ts';

const panel = (paths: unknown) => {
  const element = document.createElement('div');
  element.dataset.showOn = typeof paths === 'string' ? paths : JSON.stringify(paths);
  return element;
};

describe('the search panel above a service app', () => {
  it('normalises the address as the panel list holds it', () => {
    expect(panelPath('/booknow/hotels/')).toBe('/booknow/hotels');
    expect(panelPath('/es/booknow/hotels/index.html')).toBe('/es/booknow/hotels');
    expect(panelPath('/booknow/hotels.html')).toBe('/booknow/hotels');
    expect(panelPath('/')).toBe('/');
  });

  it('shows on the listed landing and search pages, hides on the app’s other routes', () => {
    const paths = ['/booknow/hotels', '/booknow/hotels/search'];
    for (const [pathname, hidden] of [
      ['/booknow/hotels', false],
      ['/booknow/hotels/', false],
      ['/booknow/hotels/search', false],
      ['/booknow/hotels/checkout', true],
      ['/booknow/hotels/search-details', true],
      ['/es/booknow/hotels', true],
    ] as const) {
      const element = panel(paths);
      showPanelOn(element, pathname, panelPath);
      expect(element.hidden, pathname).toBe(hidden);
    }
  });

  it('hides a panel whose list is missing or malformed', () => {
    for (const list of ['not json', '{"a":1}']) {
      const element = panel(list);
      showPanelOn(element, '/booknow/hotels', panelPath);
      expect(element.hidden).toBe(true);
    }
  });

  it('runs as printed, on the element just before the script', () => {
    document.body.innerHTML = `<div id="p" data-show-on='["/booknow/cars"]'></div>`;
    const script = document.createElement('script');
    document.body.append(script);
    const element = document.getElementById('p')!;
    window.history.replaceState(null, '', '/booknow/cars/checkout');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    new Function(landingPanelScript())();
    expect(element.hidden).toBe(true);
    window.history.replaceState(null, '', '/booknow/cars/');
    new Function(landingPanelScript())();
    expect(element.hidden).toBe(false);
  });
});
