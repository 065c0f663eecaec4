import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.ts';
import { widgetLocale } from './widget-locale.ts';

describe('widgetLocale', () => {
  it("gives react-aria Norwegian as 'nb' and every other page language as it is", () => {
    expect(widgetLocale('no')).toBe('nb');
    for (const language of LANGUAGES.filter((language) => language !== 'no')) expect(widgetLocale(language)).toBe(language);
  });

  it('names a locale Intl knows for every page language', () => {
    for (const language of LANGUAGES) expect(new Intl.Locale(widgetLocale(language)).language).toBe(widgetLocale(language));
  });
});
