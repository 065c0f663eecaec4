import { describe, expect, it } from 'vitest';
import { contrastRatio, HEX_COLOUR as SHELL_HEX_COLOUR, parseHexColour, thresholdTextColour } from '../../src/contract/rules.ts';
import {
  colourProblem,
  contrastOn,
  gatewayProblem,
  HEX_COLOUR,
  menuProblems,
  nameProblem,
  percentOf,
  percentProblem,
  pictureOf,
  shownRatio,
  testModeProblem,
  type Measure,
} from './settings-rules.js';

/*
 * The settings rules the pages and the reference API share (settings-rules.js): SPEC §6 markups,
 * §4 Theme colour and logos, the payment gateway, §3 booking menu and the profile names.
 */

/** The API's measure: the shell's own SPEC §4 rule (src/tenant/theme.ts). */
const shell: Measure = (hex) => {
  const rgb = parseHexColour(hex);
  const text = thresholdTextColour(rgb);
  return { text, ratio: contrastRatio(rgb, parseHexColour(text)) };
};

describe('markup percent', () => {
  it.each([
    ['8', undefined],
    [' 12.5 ', undefined],
    [0, undefined],
    ['100', undefined],
    ['99.99', undefined],
    ['', 'number'],
    ['abc', 'number'],
    ['1e3', 'number'],
    ['12,5', 'number'],
    ['100.01', 'range'],
    ['-1', 'range'],
    [101, 'range'],
    ['12.345', 'decimals'],
    [1.234, 'decimals'],
  ] as const)('%j: %s', (value, problem) => {
    expect(percentProblem(value)).toBe(problem);
  });

  it('reads a valid percent as a number', () => {
    expect(percentOf(' 12.50 ')).toBe(12.5);
    expect(percentOf(7)).toBe(7);
  });
});

describe('theme colour', () => {
  it('reads hex colours as the shell does', () => {
    expect(HEX_COLOUR.source).toBe(SHELL_HEX_COLOUR.source);
  });

  it('measures every short colour and a sweep of long ones exactly as src/tenant/theme.ts does', () => {
    const hexes = [...Array(4096).keys()].map((n) => `#${n.toString(16).padStart(3, '0')}`);
    for (let n = 0; n < 0x1000000; n += 0x10101 * 7 + 13) hexes.push(`#${n.toString(16).padStart(6, '0')}`);
    for (const hex of hexes) {
      const page = contrastOn(hex);
      const api = shell(hex);
      expect(page.text, hex).toBe(api.text);
      expect(page.ratio, hex).toBeCloseTo(api.ratio, 9);
    }
  });

  it('refuses a colour whose SPEC §4 text is under 4.5:1, with the text and the ratio cut to two decimals', () => {
    expect(colourProblem('#527edb', shell)).toEqual({ code: 'contrast', text: 'white', ratio: 3.91 });
    expect(colourProblem('#777777', contrastOn)).toEqual({ code: 'contrast', text: 'white', ratio: 4.47 });
    expect(colourProblem(' #1a73e8 ', shell)).toBeUndefined();
    expect(colourProblem('#000', shell)).toBeUndefined();
  });

  it('refuses what is not a hex colour, and a missing colour', () => {
    expect(colourProblem('red', shell)).toEqual({ code: 'colour' });
    expect(colourProblem('#12345', shell)).toEqual({ code: 'colour' });
    expect(colourProblem(undefined, shell)).toEqual({ code: 'required' });
  });

  it('never shows a ratio rounded up past the threshold', () => {
    expect(shownRatio(4.4999)).toBe(4.49);
  });
});

describe('logo', () => {
  it('keeps https pictures and /media/ paths', () => {
    expect(pictureOf('https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    expect(pictureOf(' /media/agency/sunny/logo.svg ')).toBe('/media/agency/sunny/logo.svg');
  });

  it('refuses other schemes, climbing paths and another host’s http pictures', () => {
    for (const value of ['ftp://example.com/logo.png', 'javascript:alert(1)', '/media/../secret', 'logo.png', '']) expect(pictureOf(value), value).toBeUndefined();
    expect(pictureOf('http://elsewhere.example/media/logo.png', 'api.example:4000')).toBeUndefined();
    expect(pictureOf('http://api.example:4000/media/logo.png', 'api.example:4000')).toBe('/media/logo.png');
  });

  it('leaves an http /media/ picture to the API when the host is not known (the page)', () => {
    expect(pictureOf('http://api.example:4000/media/logo.png')).toBe('/media/logo.png');
    expect(pictureOf('http://api.example:4000/other/logo.png')).toBeUndefined();
  });
});

describe('payment gateway', () => {
  it('accepts one of the gateways and a true or false test mode only', () => {
    expect(gatewayProblem('adyen', ['stripe', 'adyen'])).toBeUndefined();
    expect(gatewayProblem('paypal', ['stripe', 'adyen'])).toBe('choice');
    expect(gatewayProblem(undefined, ['stripe'])).toBe('choice');
    expect(testModeProblem(false)).toBeUndefined();
    expect(testModeProblem('yes')).toBe('boolean');
  });
});

describe('booking menu', () => {
  it('keeps one service active at least and lists each once', () => {
    expect(menuProblems([{ title: 'Hotels', active: false }, { title: 'Cars', active: true }])).toEqual([]);
    expect(menuProblems([{ title: 'Hotels', active: false }, { title: 'Cars', active: false }])).toEqual(['active']);
    expect(menuProblems([{ title: 'Hotels', active: true }, { title: 'Hotels', active: true }])).toEqual(['twice']);
  });
});

describe('profile names', () => {
  it.each([
    ['Ada', undefined],
    ['  ', 'required'],
    [undefined, 'required'],
    [7, 'required'],
    ['x'.repeat(50), undefined],
    [`${'x'.repeat(51)} `, 'long'],
  ] as const)('%j: %s', (value, problem) => {
    expect(nameProblem(value)).toBe(problem);
  });
});
