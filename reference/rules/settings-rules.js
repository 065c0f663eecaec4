// @ts-check
/*
 * SPEC §2.11 Settings (Markup, Profile, Payment, Product) and §4 Customize Theme: what each
 * settings field must hold. One set of rules for the pages (messages in the visitor's language,
 * checked before anything is sent) and the reference API (English messages), so both refuse the
 * same input. Each check answers a problem code; the messages are the caller's.
 */

/** SPEC §6: a markup is a percent 0–100 with at most two decimals. */
export const MARKUP_MIN = 0;
export const MARKUP_MAX = 100;
export const MARKUP_DECIMALS = 2;

/** @typedef {'number' | 'range' | 'decimals'} PercentProblem */

/**
 * The problem of a markup percent, none when it is valid. The form sends what was typed, as text
 * or number.
 * @param {string | number} value
 * @returns {PercentProblem | undefined}
 */
export function percentProblem(value) {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 'number';
  const number = Number(text);
  if (!Number.isFinite(number) || number < MARKUP_MIN || number > MARKUP_MAX) return 'range';
  if (!new RegExp(`^\\d+(\\.\\d{1,${MARKUP_DECIMALS}})?$`).test(text)) return 'decimals';
  return undefined;
}

/** The percent a valid markup holds. @param {string | number} value */
export const percentOf = (value) => Number(typeof value === 'number' ? String(value) : value.trim());

/** SPEC §4 Theme: a hex colour, as src/tenant/theme.ts HEX_COLOUR reads it. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2.x AA for normal text. */
export const AA_CONTRAST = 4.5;

/** @typedef {{ text: '#000000' | '#ffffff', ratio: number }} Contrast */
/** Which text SPEC §4's rule puts on a hex colour, and its WCAG contrast there. @typedef {(hex: string) => Contrast} Measure */

/**
 * SPEC §4 Theme, for the page in the browser (which cannot load src/tenant/theme.ts): text is
 * black above luminance 127.5, else white, with its WCAG 2.x contrast on the colour. The API
 * measures with theme.ts thresholdTextColour and contrastRatio; settings-rules.test.ts pins both
 * to the same answer for every colour.
 * @type {Measure}
 */
export function contrastOn(hex) {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16));
  const text = 0.299 * r + 0.587 * g + 0.114 * b > 127.5 ? '#000000' : '#ffffff';
  /** @param {number} c */
  const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  const ratio = text === '#000000' ? (luminance + 0.05) / 0.05 : 1.05 / (luminance + 0.05);
  return { text, ratio };
}

/** A ratio as it is shown: cut (never rounded up) to two decimals, so 4.499 never reads as 4.5. @param {number} ratio */
export const shownRatio = (ratio) => Math.floor(ratio * 100) / 100;

/**
 * @typedef {{ code: 'required' | 'colour' } | { code: 'contrast', text: 'black' | 'white', ratio: number }} ColourProblem
 * `ratio` is the shown ratio (shownRatio).
 */

/**
 * The problem of a primary colour, none when it is valid: a hex colour whose SPEC §4 text reaches AA.
 * @param {unknown} value @param {Measure} measure
 * @returns {ColourProblem | undefined}
 */
export function colourProblem(value, measure) {
  if (typeof value !== 'string') return { code: 'required' };
  const hex = value.trim();
  if (!HEX_COLOUR.test(hex)) return { code: 'colour' };
  const { text, ratio } = measure(hex);
  if (ratio >= AA_CONTRAST) return undefined;
  return { code: 'contrast', text: text === '#000000' ? 'black' : 'white', ratio: shownRatio(ratio) };
}

/**
 * A logo as it is saved: an https picture, or one of the API's own /media/ pictures (as a path, or
 * as the absolute http URL its answers give on `host`); undefined when it is neither. Without a
 * `host` (the page, which does not know the API's host) such an http URL is left for the API to judge.
 * @param {string} value @param {string} [host]
 * @returns {string | undefined}
 */
export function pictureOf(value, host) {
  const text = value.trim();
  if (/^\/media\/[\w-]+(?:\/[\w.-]+)*$/.test(text) && !text.includes('..')) return text;
  /** @type {URL | undefined} */
  let url;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url && url.protocol === 'http:' && (host === undefined || url.host === host) && url.pathname.startsWith('/media/') && !url.search) return url.pathname;
  if (url && url.protocol === 'https:' && url.hostname) return url.href;
  return undefined;
}

/** @typedef {'choice' | 'boolean'} PaymentProblem */

/** The problem of a gateway id, none when it is one of `gateways`. @param {unknown} value @param {readonly string[]} gateways @returns {PaymentProblem | undefined} */
export const gatewayProblem = (value, gateways) => (typeof value === 'string' && gateways.includes(value) ? undefined : 'choice');

/** The problem of the test-mode flag, none when it is true or false. @param {unknown} value @returns {PaymentProblem | undefined} */
export const testModeProblem = (value) => (typeof value === 'boolean' ? undefined : 'boolean');

/** @typedef {'active' | 'twice'} MenuProblem */

/**
 * SPEC §3 bookingMenuItemOptions: the problems of the whole menu, none when one service at least
 * stays active and each is listed once.
 * @param {readonly { title: string, active: boolean }[]} items
 * @returns {MenuProblem[]}
 */
export function menuProblems(items) {
  /** @type {MenuProblem[]} */
  const problems = [];
  if (!items.some((item) => item.active)) problems.push('active');
  if (new Set(items.map((item) => item.title)).size !== items.length) problems.push('twice');
  return problems;
}

/** The longest first or last name. */
export const NAME_MAX = 50;

/** @typedef {'required' | 'long'} NameProblem */

/** The problem of a first or last name, none when it is valid. @param {unknown} value @returns {NameProblem | undefined} */
export function nameProblem(value) {
  if (typeof value !== 'string' || !value.trim()) return 'required';
  if (value.trim().length > NAME_MAX) return 'long';
  return undefined;
}
