/** SPEC §4 Theme, §9: the translucent variant of the primary colour. */
export const TRANSLUCENCY = 0.6;
/**
 * SPEC §9 names a luminance threshold of 127.5 for black-or-white text. That rule gives
 * under 4.5:1 for about 14% of colours (#527edb: white 3.9:1, black 5.4:1), so we pick
 * whichever of the two has the higher WCAG contrast; the threshold survives only as the
 * documented tie-break when both are equal.
 */
export const LUMINANCE_THRESHOLD = 127.5;

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export type Rgb = readonly [number, number, number];

export function parseHexColour(hex: string): Rgb {
  if (!HEX_COLOUR.test(hex)) throw new Error(`not a hex colour: ${JSON.stringify(hex)}`);
  let digits = hex.slice(1);
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** SPEC §4 Theme's rule as written: black text when the luminance is above 127.5, else white. */
export function thresholdTextColour([r, g, b]: Rgb): '#000000' | '#ffffff' {
  return 0.299 * r + 0.587 * g + 0.114 * b > LUMINANCE_THRESHOLD ? '#000000' : '#ffffff';
}

/** The text colour on the primary colour: black or white, whichever contrasts more. */
export function textColourOn(background: Rgb): '#000000' | '#ffffff' {
  const black = contrastRatio(background, BLACK);
  const white = contrastRatio(background, WHITE);
  if (black === white) return thresholdTextColour(background);
  return black > white ? '#000000' : '#ffffff';
}

export interface ThemeVariables {
  '--color-primary': string;
  '--color-primary-rgb': string;
  '--color-primary-translucent': string;
  '--color-on-primary': string;
}

/** SPEC §4 Theme: the primary colour as CSS custom properties. */
export function themeVariables(primaryColor: string): ThemeVariables {
  const rgb = parseHexColour(primaryColor);
  return {
    '--color-primary': `rgb(${rgb.join(' ')})`,
    '--color-primary-rgb': rgb.join(', '),
    '--color-primary-translucent': `rgb(${rgb.join(' ')} / ${TRANSLUCENCY})`,
    '--color-on-primary': textColourOn(rgb),
  };
}

/** The variables as one `:root{…}` rule; values come only from parsed numbers, never from raw input. */
export function themeCss(primaryColor: string): string {
  // Every page of a site asks again for its colour's.
  let css = themeTexts.get(primaryColor);
  if (css === undefined) {
    const body = Object.entries(themeVariables(primaryColor))
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
    themeTexts.set(primaryColor, (css = `:root{${body}}`));
  }
  return css;
}

const themeTexts = new Map<string, string>();
