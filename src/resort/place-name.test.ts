import { describe, expect, it } from 'vitest';
import { countryName, placeName, placeParts } from './place-name.ts';

describe('the name of a resort place (SPEC §2.3 Resort)', () => {
  it('never repeats a part: a region named like its country reads once', () => {
    expect(placeName(['Jamaica', 'Jamaica'])).toBe('Jamaica');
    expect(placeName(['Aruba', countryName('AW', 'en')])).toBe('Aruba');
    expect(placeName(['Riviera Maya', countryName('MX', 'en')])).toBe('Riviera Maya, Mexico');
  });

  it('compares parts without regard to case or spacing, keeps the first spelling and the order', () => {
    expect(placeParts(['  Aruba ', 'ARUBA', 'Caribbean', 'caribbean'])).toEqual(['Aruba', 'Caribbean']);
    expect(placeName(['Greek  Islands', 'Greece', 'Greek Islands'])).toBe('Greek Islands, Greece');
  });

  it('leaves out empty parts and takes a separator', () => {
    expect(placeName([undefined, '', ' ', 'Maldives'])).toBe('Maldives');
    expect(placeName(['Los Cabos', 'Mexico'], ' · ')).toBe('Los Cabos · Mexico');
    expect(placeName([])).toBe('');
  });

  it('names a country in the page language, or by its code when the code is unknown', () => {
    expect(countryName('JM', 'es')).toBe('Jamaica');
    expect(countryName('MX', 'de')).toBe('Mexiko');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });
});
