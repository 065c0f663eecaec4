import type { CarBody } from './paths.ts';
import { svgDocument } from './svg.ts';

/** Cabin outline per body style, over a shared lower body (side view, facing right). */
const CABINS: Record<CarBody, { cabin: string; body: string }> = {
  compact: { cabin: 'M120 92 L150 55 L250 55 L290 92 Z', body: 'M50 92 L330 92 Q350 94 352 120 L352 140 L48 140 L48 110 Q48 94 50 92 Z' },
  sedan: { cabin: 'M110 92 L150 52 L262 52 L305 92 Z', body: 'M36 96 L350 92 Q370 96 372 122 L372 140 L30 140 L30 112 Q32 98 36 96 Z' },
  suv: { cabin: 'M90 92 L118 40 L320 40 L338 92 Z', body: 'M34 92 L356 92 Q372 94 372 120 L372 146 L30 146 L30 108 Q30 94 34 92 Z' },
  van: { cabin: 'M40 92 L40 36 Q40 30 50 30 L300 30 L350 80 L350 92 Z', body: 'M34 92 L360 92 Q372 96 372 122 L372 146 L30 146 L30 100 Z' },
  convertible: { cabin: 'M170 92 L205 64 L212 64 L190 92 Z', body: 'M36 96 L352 90 Q372 96 372 120 L372 138 L30 138 L30 112 Q32 98 36 96 Z' },
  luxury: { cabin: 'M104 92 L152 56 L270 54 L318 92 Z', body: 'M28 98 L356 94 Q376 98 378 122 L378 138 L24 138 L24 114 Q26 100 28 98 Z' },
};

function wheel(x: number): string {
  return `<circle cx="${x}" cy="140" r="26" fill="#1d1d1f"/><circle cx="${x}" cy="140" r="12" fill="#b8bec6"/><circle cx="${x}" cy="140" r="4" fill="#1d1d1f"/>`;
}

/** A rental car picture in the given colour (hex without #). */
export function carSvg(body: CarBody, colour: string): string {
  const { cabin, body: lower } = CABINS[body];
  const paint = `#${colour}`;
  const picture =
    `<ellipse cx="200" cy="168" rx="175" ry="10" fill="#000000" opacity="0.15"/>` +
    `<path d="${cabin}" fill="${paint}"/>` +
    (body === 'convertible' ? '' : `<path d="${cabin}" fill="#bcd7ea" transform="translate(200 74) scale(0.86) translate(-200 -74)"/>`) +
    `<path d="${lower}" fill="${paint}"/>` +
    `<path d="M40 112 L370 112" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<rect x="346" y="104" width="18" height="8" rx="3" fill="#fff3b0"/>` +
    `<rect x="34" y="104" width="12" height="8" rx="3" fill="#e74c3c"/>` +
    wheel(105) +
    wheel(300);
  return svgDocument(400, 190, `${body} car`, picture);
}
