import type { SceneKind } from './paths.ts';
import { n, random, svgDocument } from './svg.ts';

const W = 800;
const H = 500;

/** Sky palettes: dawn, day, dusk. The seed picks one, so neighbouring deals look different. */
const SKIES = [
  ['#ffb88c', '#ffe3b3', '#ff9f43'],
  ['#4fa3e3', '#cfe9ff', '#fff4c2'],
  ['#3b2a6b', '#f08a5d', '#ffd56b'],
] as const;

type Rng = () => number;

type Point = readonly [number, number];

/** The outline of a jagged ridge, left to right: valley, peak, valley, peak, … */
function ridgePoints(rng: Rng, baseY: number, amplitude: number, peaks: number): Point[] {
  const step = W / peaks;
  const points: Point[] = [[0, baseY]];
  for (let i = 0; i < peaks; i++) {
    points.push([i * step + step * (0.3 + rng() * 0.4), baseY - amplitude * (0.5 + rng() * 0.5)]);
    points.push([(i + 1) * step, baseY - rng() * amplitude * 0.2]);
  }
  return points;
}

const ridgePath = (points: Point[], fill: string) =>
  `<path d="M0 ${H} ${points.map(([x, y]) => `L${n(x)} ${n(y)}`).join(' ')} L${W} ${H} Z" fill="${fill}"/>`;

function ridge(rng: Rng, baseY: number, amplitude: number, peaks: number, fill: string): string {
  return ridgePath(ridgePoints(rng, baseY, amplitude, peaks), fill);
}

/** Snow on each peak, lying exactly on its slopes: a third of the way down, with a ragged edge. */
function snowCaps(points: Point[]): string {
  let caps = '';
  for (let i = 1; i < points.length - 1; i += 2) {
    const [px, py] = points[i]!;
    const along = ([x, y]: Point, t: number): Point => [px + (x - px) * t, py + (y - py) * t];
    const [lx, ly] = along(points[i - 1]!, 0.32);
    const [rx, ry] = along(points[i + 1]!, 0.32);
    const [mx, my] = along(points[i - 1]!, 0.18);
    const [nx, ny] = along(points[i + 1]!, 0.2);
    caps += `<path d="M${n(px)} ${n(py)} L${n(rx)} ${n(ry)} L${n((rx + nx) / 2)} ${n(ny + 6)} L${n(px)} ${n(py + (ry - py) * 0.45)} L${n((lx + mx) / 2)} ${n(my + 6)} L${n(lx)} ${n(ly)} Z" fill="#ffffff" opacity="0.92"/>`;
  }
  return caps;
}

function palm(x: number, groundY: number, scale: number): string {
  const top = groundY - 150 * scale;
  const leaves = [-70, -30, 10, 50, 90]
    .map((angle) => `<path d="M0 0 Q${n(40 * scale)} ${n(-25 * scale)} ${n(80 * scale)} ${n(10 * scale)} Q${n(40 * scale)} ${n(-8 * scale)} 0 0 Z" fill="#1e6b3a" transform="translate(${n(x + 18 * scale)} ${n(top)}) rotate(${angle + 180})"/>`)
    .join('');
  return `<path d="M${n(x)} ${n(groundY)} Q${n(x - 5 * scale)} ${n(groundY - 80 * scale)} ${n(x + 18 * scale)} ${n(top)}" stroke="#7a5230" stroke-width="${n(9 * scale)}" fill="none" stroke-linecap="round"/>${leaves}`;
}

function pine(x: number, groundY: number, height: number, fill: string): string {
  const w = height * 0.45;
  return `<path d="M${n(x)} ${n(groundY - height)} L${n(x + w / 2)} ${n(groundY)} L${n(x - w / 2)} ${n(groundY)} Z" fill="${fill}"/>`;
}

function sea(top: number, colourA: string, colourB: string, rng: Rng): string {
  let waves = '';
  for (let i = 0; i < 7; i++) {
    const y = top + 12 + i * ((H - top) / 8);
    const x = rng() * W * 0.8;
    waves += `<path d="M${n(x)} ${n(y)} q20 -6 40 0 t40 0" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>`;
  }
  return `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colourA}"/><stop offset="1" stop-color="${colourB}"/></linearGradient></defs><rect y="${top}" width="${W}" height="${H - top}" fill="url(#sea)"/>${waves}`;
}

function skyline(rng: Rng, groundY: number): string {
  let out = '';
  let x = 0;
  while (x < W) {
    const w = 40 + rng() * 50;
    const h = 80 + rng() * 220;
    const shade = ['#2d3a4a', '#34495e', '#3d4f63', '#27323f'][Math.floor(rng() * 4)];
    out += `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w - 4)}" height="${n(h)}" fill="${shade}"/>`;
    for (let wy = groundY - h + 12; wy < groundY - 14; wy += 22) {
      for (let wx = x + 8; wx < x + w - 14; wx += 14) {
        if (rng() > 0.45) out += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="9" fill="#ffe08a" opacity="0.85"/>`;
      }
    }
    x += w;
  }
  return out;
}

const FOREGROUND: Record<SceneKind, (rng: Rng) => string> = {
  beach: (rng) =>
    sea(290, '#1f8fbf', '#0b5e8a', rng) +
    `<path d="M0 ${H} L0 410 Q${W * 0.4} 370 ${W} 400 L${W} ${H} Z" fill="#f2d49b"/>` +
    palm(120 + rng() * 80, 440, 1) +
    palm(640 + rng() * 60, 420, 0.8),
  island: (rng) =>
    sea(300, '#26b5c9', '#0a6e8f', rng) +
    `<ellipse cx="${n(300 + rng() * 200)}" cy="330" rx="170" ry="40" fill="#f0d7a1"/>` +
    `<ellipse cx="${n(380 + rng() * 60)}" cy="318" rx="90" ry="30" fill="#3f8f4f"/>` +
    palm(400, 320, 0.6) +
    palm(450, 320, 0.5),
  mountains: (rng) => {
    const back = ridgePoints(rng, 300, 180, 4);
    return ridgePath(back, '#6c7a89') + snowCaps(back) + ridge(rng, 360, 140, 5, '#4b5d4f') + ridge(rng, 430, 80, 6, '#3c6e47');
  },
  snow: (rng) => {
    const peaks = ridgePoints(rng, 320, 200, 3);
    return ridgePath(peaks, '#8fa5bd') + snowCaps(peaks) + ridge(rng, 420, 90, 5, '#e9f1f7') + pine(120, 470, 90, '#1f4d3a') + pine(160, 475, 70, '#25573f') + pine(690, 470, 100, '#1f4d3a');
  },
  city: (rng) => skyline(rng, 420) + `<rect y="420" width="${W}" height="${H - 420}" fill="#1b2430"/>` + sea(440, '#27435e', '#14222f', rng),
  desert: (rng) =>
    `<path d="M0 ${H} L0 360 Q200 ${n(300 + rng() * 40)} 420 360 T${W} 350 L${W} ${H} Z" fill="#e0a458"/>` +
    `<path d="M0 ${H} L0 420 Q300 ${n(370 + rng() * 30)} 560 420 T${W} 410 L${W} ${H} Z" fill="#c9803f"/>`,
  lake: (rng) =>
    ridge(rng, 300, 160, 4, '#5f7d95') + `<rect y="330" width="${W}" height="${H - 330}" fill="#3a7ca5"/>` + `<rect y="330" width="${W}" height="6" fill="#ffffff" opacity="0.35"/>` +
    [60, 110, 170, 620, 680, 740].map((x) => pine(x, 340, 70 + rng() * 40, '#24583a')).join(''),
  forest: (rng) =>
    `<rect y="360" width="${W}" height="${H - 360}" fill="#2f6b3a"/>` +
    Array.from({ length: 22 }, (_, i) => pine(i * 38 + rng() * 20, 380 + rng() * 100, 110 + rng() * 90, rng() > 0.5 ? '#1d4d2b' : '#2a6236')).join(''),
};

/** A scenic deal picture: gradient sky, sun, and a landscape of the given kind. */
export function sceneSvg(kind: SceneKind, seed: number): string {
  const rng = random(seed * 7919 + kind.length);
  const [top, bottom, sun] = SKIES[seed % SKIES.length]!;
  const sunX = 120 + rng() * 560;
  const sunY = 90 + rng() * 110;
  const sky =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="48" fill="${sun}" opacity="0.95"/>` +
    `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="70" fill="${sun}" opacity="0.25"/>`;
  return svgDocument(W, H, `${kind} scene`, sky + FOREGROUND[kind](rng));
}
