import { contrastRatio, HEX_COLOUR, parseHexColour, textColourOn } from '../../src/tenant/theme.ts';

/** WCAG 2.x success criteria 1.4.3 and 1.4.6, by the smallest ratio each asks of normal text. */
export type ContrastLevel = 'AAA' | 'AA' | 'AA large text only' | 'fails AA';

export interface PrimaryContrast {
  /** The primary colour, as #rrggbb in lower case. */
  primary: string;
  /** The text colour the storefront puts on it (SPEC §4 Theme, src/tenant/theme.ts). */
  text: '#000000' | '#ffffff';
  /** Rounded down to two decimals: WCAG thresholds must not be met by rounding up. */
  ratio: number;
  level: ContrastLevel;
}

const toHex = (rgb: readonly number[]) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/**
 * The primary colour with the ratio of the text the sites write on it (buttons, the header bar).
 * Uses the sites' own choice of black or white, so the report shows what visitors get.
 */
export function primaryContrast(primary: string): PrimaryContrast {
  if (!HEX_COLOUR.test(primary)) throw new Error(`not a hex colour: ${JSON.stringify(primary)}`);
  const rgb = parseHexColour(primary);
  const text = textColourOn(rgb);
  const ratio = Math.floor(contrastRatio(rgb, parseHexColour(text)) * 100) / 100;
  return { primary: toHex(rgb), text, ratio, level: contrastLevel(ratio) };
}

/** The WCAG level a text contrast ratio reaches: 7:1 AAA, 4.5:1 AA, 3:1 AA for large text only. */
export function contrastLevel(ratio: number): ContrastLevel {
  return ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'AA large text only' : 'fails AA';
}
