import { escapeXml, FONT, svgDocument } from './svg.ts';

const W = 60;
const H = 40;

type Design =
  | { h: string[] } // horizontal stripes, top to bottom
  | { v: string[] } // vertical stripes, left to right
  | { cross: [field: string, cross: string, inner?: string] } // Nordic cross
  | { custom: string };

const stripes = (colours: string[], vertical: boolean) =>
  colours
    .map((c, i) =>
      vertical
        ? `<rect x="${(W / colours.length) * i}" width="${W / colours.length + 0.5}" height="${H}" fill="${c}"/>`
        : `<rect y="${(H / colours.length) * i}" width="${W}" height="${H / colours.length + 0.5}" fill="${c}"/>`,
    )
    .join('');

const nordic = (field: string, cross: string, inner?: string) =>
  `<rect width="${W}" height="${H}" fill="${field}"/><rect x="16" width="10" height="${H}" fill="${cross}"/><rect y="15" width="${W}" height="10" fill="${cross}"/>` +
  (inner ? `<rect x="19" width="4" height="${H}" fill="${inner}"/><rect y="18" width="${W}" height="4" fill="${inner}"/>` : '');

const ring = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;

/** Simplified national flags: recognisable at picker size, not heraldically exact. */
const DESIGNS: Record<string, Design> = {
  AE: { custom: stripes(['#00732f', '#ffffff', '#000000'], false) + `<rect width="15" height="${H}" fill="#ff0000"/>` },
  US: {
    custom:
      stripes(Array.from({ length: 13 }, (_, i) => (i % 2 ? '#ffffff' : '#b22234')), false) +
      `<rect width="26" height="21.5" fill="#3c3b6e"/>` +
      Array.from({ length: 12 }, (_, i) => ring(4 + (i % 4) * 6, 4 + Math.floor(i / 4) * 6.5, 1.2, '#ffffff')).join(''),
  },
  EU: {
    custom:
      `<rect width="${W}" height="${H}" fill="#003399"/>` +
      Array.from({ length: 12 }, (_, i) => ring(30 + 12 * Math.sin((i * Math.PI) / 6), 20 - 12 * Math.cos((i * Math.PI) / 6), 1.6, '#ffcc00')).join(''),
  },
  GB: {
    custom:
      `<rect width="${W}" height="${H}" fill="#012169"/><path d="M0 0 L${W} ${H} M${W} 0 L0 ${H}" stroke="#ffffff" stroke-width="8"/>` +
      `<path d="M0 0 L${W} ${H} M${W} 0 L0 ${H}" stroke="#c8102e" stroke-width="3"/>` +
      `<rect x="24" width="12" height="${H}" fill="#ffffff"/><rect y="14" width="${W}" height="12" fill="#ffffff"/>` +
      `<rect x="26.5" width="7" height="${H}" fill="#c8102e"/><rect y="16.5" width="${W}" height="7" fill="#c8102e"/>`,
  },
  MX: { custom: stripes(['#006847', '#ffffff', '#ce1126'], true) + ring(30, 20, 5, '#8c5a2b') },
  SA: { custom: `<rect width="${W}" height="${H}" fill="#006c35"/><rect x="14" y="14" width="32" height="5" rx="2" fill="#ffffff"/><rect x="16" y="25" width="28" height="2" fill="#ffffff"/>` },
  SE: { cross: ['#006aa7', '#fecc00'] },
  DK: { cross: ['#c8102e', '#ffffff'] },
  NO: { cross: ['#ba0c2f', '#ffffff', '#00205b'] },
  FI: { cross: ['#ffffff', '#002f6c'] },
  IS: { cross: ['#02529c', '#ffffff', '#dc1e35'] },
  BR: { custom: `<rect width="${W}" height="${H}" fill="#009c3b"/><path d="M30 4 L56 20 L30 36 L4 20 Z" fill="#ffdf00"/>` + ring(30, 20, 8, '#002776') },
  IN: { custom: stripes(['#ff9933', '#ffffff', '#138808'], false) + `<circle cx="30" cy="20" r="4.5" fill="none" stroke="#000080" stroke-width="1.2"/>` },
  JP: { custom: `<rect width="${W}" height="${H}" fill="#ffffff"/>` + ring(30, 20, 11, '#bc002d') },
  JO: { custom: stripes(['#000000', '#ffffff', '#007a3d'], false) + `<path d="M0 0 L26 20 L0 40 Z" fill="#ce1126"/>` + ring(9, 20, 2, '#ffffff') },
  KW: { custom: stripes(['#007a3d', '#ffffff', '#ce1126'], false) + `<path d="M0 0 L14 13.3 L14 26.7 L0 40 Z" fill="#000000"/>` },
  FR: { v: ['#002654', '#ffffff', '#ce1126'] },
  IT: { v: ['#009246', '#ffffff', '#ce2b37'] },
  IE: { v: ['#169b62', '#ffffff', '#ff883e'] },
  BE: { v: ['#000000', '#fdda24', '#ef3340'] },
  DE: { h: ['#000000', '#dd0000', '#ffce00'] },
  NL: { h: ['#ae1c28', '#ffffff', '#21468b'] },
  AT: { h: ['#ed2939', '#ffffff', '#ed2939'] },
  ES: { custom: stripes(['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'], false) },
  PT: { custom: `<rect width="24" height="${H}" fill="#046a38"/><rect x="24" width="36" height="${H}" fill="#da291c"/>` + ring(24, 20, 7, '#ffe900') },
  CH: { custom: `<rect width="${W}" height="${H}" fill="#da291c"/><rect x="26" y="9" width="8" height="22" fill="#ffffff"/><rect x="19" y="16" width="22" height="8" fill="#ffffff"/>` },
  CA: { custom: stripes(['#d80621', '#ffffff', '#ffffff', '#d80621'], true) + `<path d="M30 10 L36 20 L30 30 L24 20 Z" fill="#d80621"/>` },
  GR: { custom: stripes(Array.from({ length: 9 }, (_, i) => (i % 2 ? '#ffffff' : '#0d5eaf')), false) + `<rect width="22" height="22" fill="#0d5eaf"/><rect x="9" width="4" height="22" fill="#ffffff"/><rect y="9" width="22" height="4" fill="#ffffff"/>` },
};

/** The flag of a two-letter code; unknown codes get a neutral flag with the code on it. */
export function flagSvg(countryCode: string): string {
  const code = countryCode.toUpperCase();
  const design = DESIGNS[code];
  let body: string;
  if (!design) {
    body = `<rect width="${W}" height="${H}" fill="#e5e7eb"/><text x="30" y="26" text-anchor="middle" font-size="14" font-weight="700" ${FONT} fill="#374151">${escapeXml(code)}</text>`;
  } else if ('h' in design) body = stripes(design.h, false);
  else if ('v' in design) body = stripes(design.v, true);
  else if ('cross' in design) body = nordic(...design.cross);
  else body = design.custom;
  return svgDocument(W, H, `${code} flag`, body);
}
