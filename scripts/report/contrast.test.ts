import { describe, expect, it } from 'vitest';
import { contrastLevel, primaryContrast } from './contrast.ts';

describe('primaryContrast (the primary colour with its text contrast ratio)', () => {
  it('gives the WCAG ratio of the text colour the sites put on the primary (SPEC §4 Theme)', () => {
    // #527edb: black 5.36:1 beats white 3.9:1 (src/tenant/theme.ts picks the higher).
    expect(primaryContrast('#527edb')).toEqual({ primary: '#527edb', text: '#000000', ratio: 5.36, level: 'AA' });
    expect(primaryContrast('#0b3d91')).toEqual({ primary: '#0b3d91', text: '#ffffff', ratio: 10.04, level: 'AAA' });
  });

  it('reaches 21:1 at the extremes and normalises short and upper-case hex', () => {
    expect(primaryContrast('#FFF')).toMatchObject({ primary: '#ffffff', text: '#000000', ratio: 21 });
    expect(primaryContrast('#000000')).toMatchObject({ text: '#ffffff', ratio: 21 });
  });

  it('rounds down, so a ratio just under a threshold never passes it', () => {
    // #3366ff on white is 4.6857…:1; shown as 4.68, not 4.69.
    expect(primaryContrast('#3366ff').ratio).toBe(4.68);
    expect(contrastLevel(4.499)).toBe('AA large text only');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(6.99)).toBe('AA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(2.99)).toBe('fails AA');
  });

  it('refuses anything but a hex colour', () => {
    expect(() => primaryContrast('red')).toThrow(/not a hex colour/);
    expect(() => primaryContrast('#12345g')).toThrow(/not a hex colour/);
  });
});
