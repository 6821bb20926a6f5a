// Small builders for hand-written SVG. Output stays compact (integers, short attributes) because
// every picture is stored as is and must stay under a few KB.

export const FONT = 'Helvetica,Arial,sans-serif';

/** A standalone SVG file: xmlns, viewBox, no scripts and no external references. */
export function svgDocument(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><title>${escapeXml(title)}</title>${body}</svg>`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);
}

/** Stops spread evenly; `direction` is where the first colour starts. */
export function linearGradient(id: string, colours: string[], direction: 'top' | 'left' | 'diagonal' = 'top'): string {
  const end = { top: 'x2="0" y2="1"', left: 'x2="1" y2="0"', diagonal: 'x2="1" y2="1"' }[direction];
  return `<linearGradient id="${id}" ${end}>${stops(colours)}</linearGradient>`;
}

export function radialGradient(id: string, colours: string[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(colours)}</radialGradient>`;
}

function stops(colours: string[]): string {
  const last = Math.max(1, colours.length - 1);
  return colours.map((colour, index) => `<stop offset="${round(index / last)}" stop-color="${colour}"/>`).join('');
}

export function round(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Evenly spaced copies of a shape: `make(index)` returns each copy. */
export function repeat(count: number, make: (index: number) => string): string {
  return Array.from({ length: count }, (_, index) => make(index)).join('');
}

/** Many strokes of one style as a single path: `segment(index)` returns each one's path data. */
export function strokes(count: number, segment: (index: number) => string, style: string): string {
  return `<path d="${repeat(count, segment)}" ${style}/>`;
}
