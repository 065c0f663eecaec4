import { describe, expect, it } from 'vitest';
import { minifyInlineScript } from '../build/inline-script.ts';
import { inlineScriptSources } from '../../scripts/build/inline-scripts.ts';
import { consentPattern } from '../stores/consent.ts';
import { earlyMountData, earlyMountScript } from './early-mount.ts';

describe('the early mount script as the build prints it', () => {
  it('is one text on every page, so one CSP hash', () => {
    expect(earlyMountScript()).toBe(earlyMountScript());
    const code = minifyInlineScript(earlyMountScript());
    expect(inlineScriptSources(`<script data-early-mount="{}">${code}</script>`)).toHaveLength(1);
  });

  it('runs minified, with nothing from outside itself, and leaves the mount for the island', async () => {
    // An agency that asks for consent, and a visitor who has answered (storefront-consent).
    const data = earlyMountData('hotels', 'http://cdn.test/remotes', { language: 'en', apiUrl: 'http://api.test', origin: 'http://sunny.test', basePath: '/booknow/hotels', defaultLanguage: 'en' }, consentPattern().source);
    const attributes: Record<string, string> = {};
    const host = { childNodes: [] as unknown[], textContent: '' };
    const box = { querySelector: () => host, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    const win = {
      document: {
        cookie: 'theme=dark; storefront-consent=v1.a1.m0',
        documentElement: { getAttribute: () => 'in', style: { visibility: '' } },
        querySelector: (selector: string) => (selector === '[data-remote-app="hotels"]' ? box : null),
      },
      addEventListener: () => {},
    } as unknown as Window & { __storefrontEarlyMounts?: Record<string, { route: { pattern: string }; mounted: Promise<unknown> }> };
    const script = { getAttribute: () => JSON.stringify(data) };
    const loaded: string[] = [];
    // The printed script calls import(); here the test's own loader stands in for it.
    const code = minifyInlineScript(earlyMountScript()).replace(/function\((\w+)\)\{return import\(\1\)\}/, 'load');
    expect(code).toContain('load)');
    const load = async (url: string) => {
      loaded.push(url);
      return { mount: (element: typeof host) => void (element.textContent = 'drawn') };
    };
    new Function('document', 'location', 'window', 'load', code)({ currentScript: script }, { pathname: '/booknow/hotels/v2/search', search: '?q=1' }, win, load);
    const early = win.__storefrontEarlyMounts!.hotels!;
    expect(early.route.pattern).toBe('/booknow/hotels/v2/search');
    await early.mounted;
    expect(loaded).toEqual(['http://cdn.test/remotes/hotels.js']);
    expect(host.textContent).toBe('drawn');
    expect(attributes['data-early']).toBe('ready');
  });
});
