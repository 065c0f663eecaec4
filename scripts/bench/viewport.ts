/**
 * What a browser decides from the viewport alone, before any layout: whether a media query matches
 * (<link media>, <source media>, a `sizes` condition), how wide a `sizes` length is, and which
 * srcset candidate an <img> or <picture> fetches. Shared by the page-weight budgets
 * (critical-requests.ts, image-bytes.ts), which are computed from the built HTML so that they
 * judge a page the same way on any machine: no browser timing enters them.
 */

export interface Viewport {
  /** CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel; 1 unless said (the image budget counts at DPR 1). */
  dpr?: number;
}

/**
 * The two widths the browser specs judge a home page at (tests/e2e/a11y.spec.ts, screenshots.spec.ts):
 * a 390 px phone and a 1280 px desktop, with a11y.spec's heights.
 */
export const HOME_VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

/** Media queries resolve em and rem against the initial font size, not the page's CSS. */
const ROOT_FONT_PX = 16;

/**
 * Whether a media query list matches the viewport: true, false, or undefined when it uses a
 * feature this reading cannot judge from a viewport (hover, pointer, an unknown feature), so each
 * caller chooses its safe side. The screen is taken as a screen in light mode with no reduced-motion
 * or contrast preference, scripting on; an absent or empty query matches.
 */
export function mediaMatches(query: string | null | undefined, viewport: Viewport): boolean | undefined {
  if (query == null) return true;
  const queries = splitTopLevel(query.toLowerCase(), ',').map((part) => part.trim());
  if (queries.every((part) => part === '')) return true;
  let unknown = false;
  for (const part of queries) {
    if (part === '') continue;
    const matched = singleQuery(part, viewport);
    if (matched === true) return true;
    if (matched === undefined) unknown = true;
  }
  return unknown ? undefined : false;
}

const KNOWN_TYPES_MATCHING = new Set(['all', 'screen']);

function singleQuery(query: string, viewport: Viewport): boolean | undefined {
  let rest = query.trim();
  let negate = false;
  const prefix = /^(not|only)\s+/.exec(rest);
  // `not` before a media type negates the whole query; before a parenthesis it is part of the condition.
  if (prefix && !rest.slice(prefix[0].length).startsWith('(')) {
    negate = prefix[1] === 'not';
    rest = rest.slice(prefix[0].length);
  }
  let result: boolean | undefined;
  const type = /^([a-z-]+)(?:\s+and\s+|\s*$)/.exec(rest);
  if (type && type[1] !== 'not') {
    // print, speech and the obsolete types never match a screen; so does an unknown type.
    const typeMatches = KNOWN_TYPES_MATCHING.has(type[1]!);
    rest = rest.slice(type[0].length);
    result = !typeMatches ? false : rest ? condition(rest, viewport) : true;
  } else result = condition(rest, viewport);
  return negate && result !== undefined ? !result : result;
}

/** A media condition: `not (…)`, `(…) and (…)…`, `(…) or (…)…`, parentheses nesting. */
function condition(text: string, viewport: Viewport): boolean | undefined {
  const trimmed = text.trim();
  const not = /^not\s+/.exec(trimmed);
  if (not) {
    const inner = inParens(trimmed.slice(not[0].length), viewport);
    return inner === undefined ? undefined : !inner;
  }
  const ands = splitTopLevelWord(trimmed, 'and');
  if (ands.length > 1) return all(ands.map((part) => inParens(part, viewport)));
  const ors = splitTopLevelWord(trimmed, 'or');
  if (ors.length > 1) return any(ors.map((part) => inParens(part, viewport)));
  return inParens(trimmed, viewport);
}

function inParens(text: string, viewport: Viewport): boolean | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || closingParen(trimmed, 0) !== trimmed.length - 1) return undefined;
  const inner = trimmed.slice(1, -1).trim();
  if (inner.startsWith('(') || /^not\s/.test(inner)) return condition(inner, viewport);
  return feature(inner, viewport);
}

function all(values: (boolean | undefined)[]): boolean | undefined {
  if (values.includes(false)) return false;
  return values.includes(undefined) ? undefined : true;
}

function any(values: (boolean | undefined)[]): boolean | undefined {
  if (values.includes(true)) return true;
  return values.includes(undefined) ? undefined : false;
}

/** The values a feature takes on the screen this reading assumes (see mediaMatches). */
const FIXED_FEATURES: Record<string, string> = {
  'prefers-color-scheme': 'light',
  'prefers-reduced-motion': 'no-preference',
  'prefers-reduced-transparency': 'no-preference',
  'prefers-reduced-data': 'no-preference',
  'prefers-contrast': 'no-preference',
  'forced-colors': 'none',
  'inverted-colors': 'none',
  scripting: 'enabled',
  'display-mode': 'browser',
  scan: 'progressive',
  update: 'fast',
  grid: '0',
};
/** In a boolean context (`(feature)`), these values are false. */
const FALSY_VALUES = new Set(['none', 'no-preference', '0']);

function feature(text: string, viewport: Viewport): boolean | undefined {
  const range = rangeFeature(text, viewport);
  if (range !== null) return range;
  const colon = text.indexOf(':');
  const name = (colon === -1 ? text : text.slice(0, colon)).trim();
  const value = colon === -1 ? undefined : text.slice(colon + 1).trim();
  const prefixed = /^(?:-webkit-)?(min|max)-(.*)$/.exec(name);
  const [bound, base] = prefixed ? [prefixed[1] as 'min' | 'max', prefixed[2]!] : [undefined, name];
  const actual = featureValue(base, viewport);
  if (actual === undefined) {
    const fixed = FIXED_FEATURES[base];
    if (fixed === undefined || bound) return undefined;
    return value === undefined ? !FALSY_VALUES.has(fixed) : value === fixed;
  }
  if (typeof actual === 'string') {
    if (bound) return undefined;
    return value === undefined ? true : value === actual;
  }
  if (value === undefined) return bound ? undefined : actual !== 0;
  const wanted =
    base === 'aspect-ratio'
      ? ratio(value)
      : base.endsWith('resolution') || base.endsWith('device-pixel-ratio')
        ? resolution(value, base)
        : mediaLength(value, viewport);
  if (wanted === undefined) return undefined;
  if (bound === 'min') return actual >= wanted;
  if (bound === 'max') return actual <= wanted;
  return actual === wanted;
}

/** The viewport's value of a feature: a number (px, dppx, a ratio) or a keyword; undefined when not read from it. */
function featureValue(name: string, viewport: Viewport): number | string | undefined {
  switch (name) {
    case 'width':
    case 'device-width':
      return viewport.width;
    case 'height':
    case 'device-height':
      return viewport.height;
    case 'aspect-ratio':
    case 'device-aspect-ratio':
      return viewport.width / viewport.height;
    case 'orientation':
      return viewport.height >= viewport.width ? 'portrait' : 'landscape';
    case 'resolution':
    case 'device-pixel-ratio':
    case '-webkit-device-pixel-ratio':
      return viewport.dpr ?? 1;
    case 'color':
      return 8;
    case 'monochrome':
      return 0;
    default:
      return undefined;
  }
}

/** Level 4 ranges: `(width >= 600px)`, `(400px < width <= 700px)`; null when not a range. */
function rangeFeature(text: string, viewport: Viewport): boolean | undefined | null {
  const parts = text.split(/\s*(<=|>=|<|>|=)\s*/).map((part) => part.trim());
  if (parts.length !== 3 && parts.length !== 5) return null;
  const nameAt = parts.findIndex((part, index) => index % 2 === 0 && /^[a-z-]+$/.test(part));
  if (nameAt === -1) return undefined;
  const actual = featureValue(parts[nameAt]!, viewport);
  if (typeof actual !== 'number') return undefined;
  const read = (part: string) =>
    parts[nameAt] === 'aspect-ratio' ? ratio(part) : parts[nameAt] === 'resolution' ? resolution(part, 'resolution') : mediaLength(part, viewport);
  const values = parts.map((part, index) => (index === nameAt ? actual : index % 2 === 0 ? read(part) : undefined));
  const checks: (boolean | undefined)[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const [left, right] = [values[index - 1], values[index + 1]];
    if (left === undefined || right === undefined) return undefined;
    checks.push(compare(left, parts[index]!, right));
  }
  return all(checks);
}

function compare(left: number, operator: string, right: number): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    default:
      return left === right;
  }
}

function ratio(text: string): number | undefined {
  const found = /^(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?$/.exec(text);
  if (!found) return undefined;
  return Number(found[1]) / Number(found[2] ?? 1);
}

function resolution(text: string, feature: string): number | undefined {
  if (feature.endsWith('device-pixel-ratio')) return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : undefined;
  const found = /^(\d+(?:\.\d+)?)(dppx|x|dpi|dpcm)$/.exec(text);
  if (!found) return undefined;
  const value = Number(found[1]);
  return found[2] === 'dpi' ? value / 96 : found[2] === 'dpcm' ? (value * 2.54) / 96 : value;
}

/** A length in a media query, in CSS pixels (a bare 0 is one too); undefined when not a length. */
function mediaLength(text: string, viewport: Viewport): number | undefined {
  return text.trim() === '0' ? 0 : cssLength(text, viewport);
}

/**
 * A CSS length as a `sizes` value or a media query gives it, in CSS pixels: px, em, rem (16 px),
 * vw, vh, vmin, vmax, and calc(), min(), max(), clamp() over them. Undefined when it cannot be
 * read from the viewport alone (%, container units, an unknown function).
 */
export function cssLength(text: string, viewport: Viewport): number | undefined {
  const tokens = tokenize(text.trim().toLowerCase());
  if (!tokens) return undefined;
  const parser = new LengthParser(tokens, viewport);
  const value = parser.sum();
  return parser.done() && value !== undefined && value.unit === 'px' ? value.number : undefined;
}

type Token =
  | { kind: 'number'; number: number; unit: string }
  | { kind: 'op'; op: string }
  | { kind: 'fn'; name: string }
  | { kind: 'paren'; open: boolean }
  | { kind: 'comma' };
type Value = { number: number; unit: 'px' | '' };

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = /\s*(?:([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)([a-z%]*)|([a-z-]+)\(|([()])|(,)|([-+*/]))/y;
  let index = 0;
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break;
    pattern.lastIndex = index;
    const found = pattern.exec(text);
    if (!found) return undefined;
    index = pattern.lastIndex;
    if (found[1] !== undefined) {
      // `1px -2px` never happens in these grammars, but `calc(1px - 2px)` does: a signed number
      // right after a value is a binary operator and the number.
      const previous = tokens.at(-1);
      if (/^[+-]/.test(found[1]) && previous && (previous.kind === 'number' || (previous.kind === 'paren' && !previous.open))) {
        tokens.push({ kind: 'op', op: found[1][0]! });
        tokens.push({
          kind: 'number',
          number: Number(found[1].slice(1)),
          unit: found[2]!,
        });
      } else
        tokens.push({
          kind: 'number',
          number: Number(found[1]),
          unit: found[2]!,
        });
    } else if (found[3] !== undefined) tokens.push({ kind: 'fn', name: found[3] });
    else if (found[4] !== undefined) tokens.push({ kind: 'paren', open: found[4] === '(' });
    else if (found[5] !== undefined) tokens.push({ kind: 'comma' });
    else tokens.push({ kind: 'op', op: found[6]! });
  }
  return tokens;
}

class LengthParser {
  private at = 0;
  private readonly tokens: Token[];
  private readonly viewport: Viewport;
  constructor(tokens: Token[], viewport: Viewport) {
    this.tokens = tokens;
    this.viewport = viewport;
  }

  done(): boolean {
    return this.at === this.tokens.length;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  sum(): Value | undefined {
    let left = this.product();
    for (let token = this.peek(); left && token?.kind === 'op' && (token.op === '+' || token.op === '-'); token = this.peek()) {
      this.at += 1;
      const right = this.product();
      if (!right || right.unit !== left.unit) return undefined;
      left = {
        number: token.op === '+' ? left.number + right.number : left.number - right.number,
        unit: left.unit,
      };
    }
    return left;
  }

  private product(): Value | undefined {
    let left = this.unit();
    for (let token = this.peek(); left && token?.kind === 'op' && (token.op === '*' || token.op === '/'); token = this.peek()) {
      this.at += 1;
      const right = this.unit();
      if (!right) return undefined;
      if (token.op === '*') {
        if (left.unit && right.unit) return undefined;
        left = {
          number: left.number * right.number,
          unit: left.unit || right.unit,
        };
      } else {
        if (right.unit || right.number === 0) return undefined;
        left = { number: left.number / right.number, unit: left.unit };
      }
    }
    return left;
  }

  private unit(): Value | undefined {
    const token = this.tokens[this.at++];
    if (!token) return undefined;
    if (token.kind === 'number') return this.number(token.number, token.unit);
    if (token.kind === 'paren' && token.open) {
      const inner = this.sum();
      return this.close() ? inner : undefined;
    }
    if (token.kind !== 'fn') return undefined;
    const args: (Value | undefined)[] = [this.sum()];
    while (this.peek()?.kind === 'comma') {
      this.at += 1;
      args.push(this.sum());
    }
    if (!this.close() || args.some((arg) => arg === undefined)) return undefined;
    const values = args as Value[];
    if (values.some((value) => value.unit !== values[0]!.unit)) return undefined;
    const unit = values[0]!.unit;
    const numbers = values.map((value) => value.number);
    switch (token.name) {
      case 'calc':
        return values.length === 1 ? values[0] : undefined;
      case 'min':
        return { number: Math.min(...numbers), unit };
      case 'max':
        return { number: Math.max(...numbers), unit };
      case 'clamp':
        return values.length === 3
          ? {
              number: Math.max(numbers[0]!, Math.min(numbers[1]!, numbers[2]!)),
              unit,
            }
          : undefined;
      default:
        return undefined;
    }
  }

  private close(): boolean {
    const token = this.tokens[this.at++];
    return token?.kind === 'paren' && !token.open;
  }

  private number(number: number, unit: string): Value | undefined {
    const { width, height } = this.viewport;
    const per: Record<string, number> = {
      '': 1,
      px: 1,
      em: ROOT_FONT_PX,
      rem: ROOT_FONT_PX,
      vw: width / 100,
      vh: height / 100,
      vmin: Math.min(width, height) / 100,
      vmax: Math.max(width, height) / 100,
      dvw: width / 100,
      svw: width / 100,
      lvw: width / 100,
    };
    const factor = per[unit];
    if (factor === undefined) return undefined;
    return { number: number * factor, unit: unit === '' ? '' : 'px' };
  }
}

/**
 * The width a `sizes` attribute gives the image at this viewport, in CSS pixels: the first entry
 * whose condition matches; 100vw when none does or when the attribute is absent, invalid or `auto`
 * (the layout width `auto` stands for is not known without layout; 100vw is its upper bound).
 */
export function sizesWidth(sizes: string | null | undefined, viewport: Viewport): number {
  const fallback = viewport.width;
  if (!sizes) return fallback;
  for (const entry of splitTopLevel(sizes, ',')) {
    const text = entry.trim();
    if (!text) continue;
    const { condition: query, length } = splitSizeEntry(text);
    if (length === 'auto') return fallback;
    const width = cssLength(length, viewport);
    // An invalid entry is skipped (HTML's "parse a sizes attribute").
    if (width === undefined || width < 0) continue;
    if (!query) return width;
    // A condition this reading cannot judge is taken as not matching: the next entries, then 100vw.
    if (mediaMatches(query, viewport) === true) return width;
  }
  return fallback;
}

/** `(max-width: 600px) calc(100vw - 2rem)` → condition `(max-width: 600px)`, length `calc(100vw - 2rem)`. */
function splitSizeEntry(text: string): { condition: string; length: string } {
  if (text.endsWith(')')) {
    let open = text.length - 1;
    for (let depth = 0; open >= 0; open -= 1) {
      if (text[open] === ')') depth += 1;
      else if (text[open] === '(' && --depth === 0) break;
    }
    let start = open;
    while (start > 0 && /[a-z-]/i.test(text[start - 1]!)) start -= 1;
    // A bare parenthesis at the end is a condition without a length: not a valid entry.
    if (start === open) return { condition: text, length: '' };
    return {
      condition: text.slice(0, start).trim(),
      length: text.slice(start),
    };
  }
  const space = text.search(/\s+\S+$/);
  return space === -1
    ? { condition: '', length: text }
    : {
        condition: text.slice(0, space).trim(),
        length: text.slice(space).trim(),
      };
}

export interface SrcsetCandidate {
  url: string;
  /** `400w` */
  width?: number;
  /** `2x`; a candidate without a descriptor is 1x. */
  density?: number;
}

/** HTML's "parse a srcset attribute": URLs may hold commas (data: URLs), descriptors follow them. */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let at = 0;
  const length = srcset.length;
  while (at < length) {
    while (at < length && /[\s,]/.test(srcset[at]!)) at += 1;
    if (at >= length) break;
    const start = at;
    while (at < length && !/\s/.test(srcset[at]!)) at += 1;
    let url = srcset.slice(start, at);
    const descriptors: string[] = [];
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      let current = '';
      let parens = false;
      for (; at < length; at += 1) {
        const char = srcset[at]!;
        if (parens) {
          current += char;
          if (char === ')') parens = false;
        } else if (char === ',') {
          at += 1;
          break;
        } else if (/\s/.test(char)) {
          if (current) descriptors.push(current);
          current = '';
        } else {
          current += char;
          if (char === '(') parens = true;
        }
      }
      if (current) descriptors.push(current);
    }
    const candidate: SrcsetCandidate = { url };
    let valid = true;
    for (const descriptor of descriptors) {
      const found = /^(\d+(?:\.\d+)?)([wxh])$/.exec(descriptor);
      if (!found) valid = false;
      else if (found[2] === 'w') candidate.width = Number(found[1]);
      else if (found[2] === 'x') candidate.density = Number(found[1]);
    }
    if (valid && !(candidate.width !== undefined && candidate.density !== undefined)) candidates.push(candidate);
  }
  return candidates;
}

/**
 * The candidate a browser fetches: each candidate's density (a `w` candidate's width over the
 * `sizes` width), and the first, lowest, that is at least the device's pixel ratio; the densest
 * when none is (Chromium's html_srcset_parser.cc). `src` joins as 1x when the srcset has neither
 * a 1x nor a width candidate (HTML's "update the source set").
 */
export function pickCandidate(
  srcset: string | null | undefined,
  src: string | null | undefined,
  sizes: string | null | undefined,
  viewport: Viewport,
): string | undefined {
  const candidates = parseSrcset(srcset ?? '');
  const slot = sizesWidth(sizes, viewport);
  const densities = candidates.map((candidate) => ({
    url: candidate.url,
    density: candidate.width !== undefined ? candidate.width / slot : (candidate.density ?? 1),
  }));
  if (src && !candidates.some((candidate) => candidate.width !== undefined) && !densities.some((candidate) => candidate.density === 1)) {
    densities.push({ url: src, density: 1 });
  }
  if (!densities.length) return undefined;
  const dpr = viewport.dpr ?? 1;
  const sorted = densities.map((candidate, index) => ({ ...candidate, index })).sort((a, b) => a.density - b.density || a.index - b.index);
  return (sorted.find((candidate) => candidate.density >= dpr) ?? sorted.at(-1)!).url;
}

/** Image types Chromium decodes: a <source> of another type is skipped. */
const SUPPORTED_TYPES = new Set([
  'image/avif',
  'image/webp',
  'image/png',
  'image/apng',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/gif',
  'image/svg+xml',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/**
 * The URL an <img> fetches at this viewport, as written in the HTML (unresolved): the first
 * <source> of its <picture> whose media matches and whose type is supported, else its own srcset
 * and src. Undefined when it names nothing. A <source> whose media cannot be judged here counts as
 * matching: the larger picture is the safe side of a budget more often than not.
 */
export function chosenImageUrl(img: Element, viewport: Viewport): string | undefined {
  const picture = img.parentElement?.localName === 'picture' ? img.parentElement : undefined;
  if (picture) {
    for (const source of picture.children) {
      if (source === img) break;
      if (source.localName !== 'source' || !source.getAttribute('srcset')) continue;
      if (mediaMatches(source.getAttribute('media'), viewport) === false) continue;
      const type = source.getAttribute('type')?.split(';')[0]?.trim().toLowerCase();
      if (type && !SUPPORTED_TYPES.has(type)) continue;
      return pickCandidate(source.getAttribute('srcset'), undefined, source.getAttribute('sizes'), viewport);
    }
  }
  const src = img.getAttribute('src')?.trim();
  return pickCandidate(img.getAttribute('srcset'), src || undefined, img.getAttribute('sizes'), viewport);
}

/** The URL a `<link rel=preload as=image>` fetches at this viewport (its imagesrcset, else href). */
export function preloadedImageUrl(link: Element, viewport: Viewport): string | undefined {
  const href = link.getAttribute('href')?.trim();
  return pickCandidate(link.getAttribute('imagesrcset'), href || undefined, link.getAttribute('imagesizes'), viewport);
}

/** Splits at `separator` outside parentheses and quotes. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && char === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** Splits at a keyword (`and`, `or`) standing between parenthesised groups, outside parentheses. */
function splitTopLevelWord(text: string, word: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (depth === 0 && text.startsWith(word, index) && /\s/.test(text[index - 1] ?? '') && /[\s(]/.test(text[index + word.length] ?? '')) {
      parts.push(text.slice(start, index));
      start = index + word.length;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && --depth === 0) return index;
  }
  return -1;
}
