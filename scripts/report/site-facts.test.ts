import { describe, expect, it } from 'vitest';
import { themeCss } from '../../src/tenant/theme.ts';
import { homeFacts, shotLanguages } from './site-facts.ts';

describe('homeFacts', () => {
  it('reads the default language and the primary colour the theme printed into the page', () => {
    const html = `<!doctype html><html lang="de" dir="ltr"><head><style>${themeCss('#527edb')}</style></head></html>`;
    expect(homeFacts(html)).toEqual({ language: 'de', primary: '#527edb' });
  });

  it('has no colour for a page without a theme (agency not found)', () => {
    expect(homeFacts('<html lang="en"><body>Agency not found!</body></html>')).toEqual({ language: 'en' });
  });
});

describe('which home pages are shot', () => {
  it('shoots the default language and Arabic, Arabic once when it is the default', () => {
    expect(shotLanguages('es')).toEqual(['es', 'ar']);
    expect(shotLanguages('ar')).toEqual(['ar']);
  });
});
