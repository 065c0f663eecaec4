import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import { islandMessages } from './island-messages.ts';
import { translate } from './island.ts';

describe('translate (island i18n, browser side)', () => {
  const messages = { 'a11y.flagOf': 'Flag of {{country}}', 'destinations.stars': '{{count}}-star hotel', twice: '{{n}} and {{n}}' };

  it('fills every {{name}} from the values, numbers included', () => {
    expect(translate(messages, 'a11y.flagOf', { country: 'Mexico' })).toBe('Flag of Mexico');
    expect(translate(messages, 'destinations.stars', { count: 4 })).toBe('4-star hotel');
    expect(translate(messages, 'twice', { n: 2 })).toBe('2 and 2');
  });

  it('leaves a placeholder without a value as written, and other text alone', () => {
    expect(translate(messages, 'a11y.flagOf')).toBe('Flag of {{country}}');
    expect(translate(messages, 'a11y.flagOf', { other: 'x' })).toBe('Flag of {{country}}');
    expect(translate(messages, 'a11y.flagOf', { country: '$& {{country}}' })).toBe('Flag of $& {{country}}');
  });

  it('answers the key for a message the island was not given', () => {
    expect(translate(messages, 'remote.retry')).toBe('remote.retry');
  });
});

describe('islandMessages (island i18n, build side)', () => {
  it('gives the raw texts of the keys in one language, placeholders kept for the browser', () => {
    expect(islandMessages('ar', ['remote.retry', 'a11y.flagOf'])).toEqual({ 'remote.retry': ar.remote.retry, 'a11y.flagOf': ar.a11y.flagOf });
    expect(islandMessages('en', ['a11y.flagOf'])).toEqual({ 'a11y.flagOf': 'Flag of {{country}}' });
    expect(islandMessages('en', ['services.Air Travel'])).toEqual({ 'services.Air Travel': en.services['Air Travel'] });
  });

  it('gives only the keys asked for', () => {
    expect(Object.keys(islandMessages('en', ['nav.about']))).toEqual(['nav.about']);
  });

  it('fails the build on a key English lacks, naming it', () => {
    expect(() => islandMessages('en', ['remote.nope'])).toThrow(/"remote\.nope"/);
    expect(() => islandMessages('en', ['remote'])).toThrow(/"remote"/);
  });
});
