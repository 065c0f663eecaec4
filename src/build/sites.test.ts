import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import type { SiteData } from '../site/site-data.ts';
import { loadSites, provideSites, sitePaths, sitePathsWhere } from './sites.ts';

const site = (id: string): SiteData => ({
  kind: 'not-found',
  id,
  origin: `https://${id}.example.com`,
  environment: 'prod',
  remotesUrl: 'https://remotes.example.com',
  apiUrl: 'https://api.example.com',
  hotelServiceUrl: 'https://api.example.com/hotel-service',
  flightServiceUrl: 'https://api.example.com/flight-service',
  resortServiceUrl: 'https://api.example.com/resort-service',
  defaultLanguage: 'en',
});

afterEach(() => provideSites([]));

describe('the site-data channel', () => {
  it('has no sites outside the build orchestrator (astro check)', () => {
    expect(loadSites()).toEqual([]);
    expect(sitePaths()).toEqual([]);
  });

  it('gives the pages the sites the orchestrator provided, one path per site and language', () => {
    const sites = [site('sunny'), site('ghost')];
    provideSites(sites);
    expect(loadSites()).toBe(sites);
    const paths = sitePaths();
    expect(paths).toHaveLength(2 * LANGUAGES.length);
    expect(paths[0]).toEqual({ params: { tenant: 'sunny', lang: LANGUAGES[0] }, props: { site: sites[0], language: LANGUAGES[0] } });
    expect(sitePathsWhere((candidate) => candidate.id === 'ghost').map((path) => path.params)).toEqual(
      LANGUAGES.map((lang) => ({ tenant: 'ghost', lang })),
    );
  });

  it('reaches a second copy of the module, as Astro bundles one for rendering', async () => {
    provideSites([site('sunny')]);
    // A fresh module instance, as the prerender chunk is: its own module scope, the same process.
    const copy = (await import(/* @vite-ignore */ `./sites.ts?copy=${Date.now()}`)) as typeof import('./sites.ts');
    expect(copy.loadSites).not.toBe(loadSites);
    expect(copy.loadSites().map((found) => found.id)).toEqual(['sunny']);
  });
});
