import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18NEXT_OPTIONS, translator } from './i18n.ts';

/** i18next as i18n.ts sets it up, without the memory. */
const plain = i18next.createInstance();
void plain.init(I18NEXT_OPTIONS);

describe('translator (the build asks for the same texts on every page)', () => {
  it('answers a key with or without plain options exactly as i18next does, from memory the second time', () => {
    const t = translator('de');
    const fixed = plain.getFixedT('de');
    const calls: Array<[string, Record<string, unknown>?]> = [
      ['nav.logIn'],
      ['a11y.homeLink', { agency: 'Alpine Reisen' }],
      ['a11y.homeLink', { agency: 'Sunny <Trips>' }],
      ['footer.copyright', { year: 2026, agency: 'Alpine' }],
    ];
    for (const [key, options] of calls) {
      const expected = options ? fixed(key, options) : fixed(key);
      expect(options ? t(key, options) : t(key)).toBe(expected);
      expect(options ? t(key, options) : t(key)).toBe(expected);
    }
    // Options differing only in a value's type are not confused, nor are options that are not plain values.
    expect(t('footer.copyright', { year: '2026', agency: 'A' })).toBe(fixed('footer.copyright', { year: '2026', agency: 'A' }));
    const nested = { year: 2026, agency: 'A', replace: { agency: 'B' } };
    expect(t('footer.copyright', nested)).toBe(fixed('footer.copyright', nested));
  });
});
