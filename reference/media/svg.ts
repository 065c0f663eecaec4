/** Escapes text for SVG content and attribute values; names come from agency data. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** A complete SVG document with an accessible title. */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  const label = escapeXml(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}"><title>${label}</title>${body}</svg>`;
}

export const FONT = "font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif\"";

/** Deterministic pseudo-random numbers (mulberry32), so one URL always draws the same picture. */
export function random(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers in SVG paths: one decimal is plenty. */
export const n = (value: number) => Math.round(value * 10) / 10;
