import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColour, textColourOn, themeCss, themeVariables } from './theme.ts';

describe('text colour on the primary (SPEC §4 Theme, WCAG contrast)', () => {
  it('gives black on #527edb, where the 127.5 threshold would give white at 3.9:1', () => {
    const rgb = parseHexColour('#527edb');
    expect(contrastRatio(rgb, [255, 255, 255])).toBeCloseTo(3.9, 1);
    expect(contrastRatio(rgb, [0, 0, 0])).toBeCloseTo(5.4, 1);
    expect(textColourOn(rgb)).toBe('#000000');
  });

  it('gives white on dark and black on light colours', () => {
    expect(textColourOn(parseHexColour('#0b3d91'))).toBe('#ffffff');
    expect(textColourOn(parseHexColour('#ffd166'))).toBe('#000000');
  });

  it('always picks the colour with the higher contrast', () => {
    for (let i = 0; i < 4096; i += 7) {
      const rgb = [(i >> 8) * 17, ((i >> 4) & 15) * 17, (i & 15) * 17] as const;
      const chosen = textColourOn(rgb) === '#000000' ? [0, 0, 0] as const : [255, 255, 255] as const;
      const other = chosen[0] === 0 ? [255, 255, 255] as const : [0, 0, 0] as const;
      expect(contrastRatio(rgb, chosen)).toBeGreaterThanOrEqual(contrastRatio(rgb, other));
    }
  });
});

describe('theme variables', () => {
  it('exposes the primary, its 0.6 translucent variant and the text colour', () => {
    expect(themeVariables('#f60')).toEqual({
      '--color-primary': 'rgb(255 102 0)',
      '--color-primary-rgb': '255, 102, 0',
      '--color-primary-translucent': 'rgb(255 102 0 / 0.6)',
      '--color-on-primary': '#000000',
    });
  });

  it('refuses anything but a hex colour, so nothing else reaches the stylesheet', () => {
    expect(() => themeCss('red;}body{display:none')).toThrow(/not a hex colour/);
  });
});
