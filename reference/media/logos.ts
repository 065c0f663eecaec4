import { parseHexColour, textColourOn } from '../../src/contract/rules.ts';
import type { AgencyAsset } from './paths.ts';
import { escapeXml, FONT, svgDocument } from './svg.ts';

function mark(size: number, x: number, y: number, colour: string, letter: string): string {
  const ink = textColourOn(parseHexColour(colour));
  return (
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${size / 4}" fill="${colour}"/>` +
    `<circle cx="${x + size * 0.78}" cy="${y + size * 0.24}" r="${size * 0.1}" fill="${ink}" opacity="0.5"/>` +
    `<text x="${x + size / 2}" y="${y + size * 0.7}" text-anchor="middle" font-size="${size * 0.55}" font-weight="700" ${FONT} fill="${ink}">${escapeXml(letter)}</text>`
  );
}

/** Agency logo (mark and name), mobile logo (mark) or favicon, in the agency's primary colour. */
export function agencyAssetSvg(asset: AgencyAsset, agencyName: string, primaryColor: string): string {
  const letter = [...agencyName.trim()][0]?.toUpperCase() ?? '?';
  if (asset === 'favicon') return svgDocument(32, 32, agencyName, mark(32, 0, 0, primaryColor, letter));
  if (asset === 'logo-mobile') return svgDocument(64, 64, agencyName, mark(56, 4, 4, primaryColor, letter));
  // Wide enough for the name in 20 px bold, about 12.5 px per character.
  const width = Math.min(560, Math.ceil(80 + [...agencyName].length * 12.5));
  const body = mark(48, 4, 8, primaryColor, letter) + `<text x="64" y="40" font-size="20" font-weight="700" ${FONT} fill="#1f2937">${escapeXml(agencyName)}</text>`;
  return svgDocument(width, 64, agencyName, body);
}

/** A round avatar with initials (user profile_image). */
export function avatarSvg(initials: string, colour: string): string {
  const ink = textColourOn(parseHexColour(colour));
  return svgDocument(
    96,
    96,
    initials,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" text-anchor="middle" font-size="36" font-weight="600" ${FONT} fill="${ink}">${escapeXml(initials)}</text>`,
  );
}

/** A rectangular word mark for rental companies and cruise lines. */
export function brandSvg(name: string, colour: string, ink: string): string {
  const width = Math.max(120, 24 + name.length * 11);
  return svgDocument(
    width,
    48,
    name,
    `<rect width="${width}" height="48" rx="8" fill="${colour}"/><text x="${width / 2}" y="31" text-anchor="middle" font-size="18" font-weight="800" ${FONT} fill="${ink}">${escapeXml(name)}</text>`,
  );
}
