import { darken } from '#functions/local/seed/images/colour.ts';
import type { Finish } from '#functions/local/seed/images/drawings/illustration.ts';
import { ILLUSTRATIONS, type ProductKind } from '#functions/local/seed/images/drawings/index.ts';
import { escapeXml, FONT, linearGradient, round } from '#functions/local/seed/images/svg.ts';
import { sceneDocument, type SceneBrand } from './scene.ts';

/** A product drawing standing on a plinth at (x, floor), fitted into `size` pixels. */
function exhibit(kind: ProductKind, finish: Finish, x: number, floor: number, size: number, id: string): string {
  const { box, draw } = ILLUSTRATIONS[kind];
  const scale = Math.min(size / box[2], size / box[3]);
  const transform = `translate(${x} ${round(floor - 60 - (box[3] * scale) / 2)}) scale(${round(scale, 3)}) translate(${round(-box[0] - box[2] / 2)} ${round(-box[1] - box[3] / 2)})`;
  return `<rect x="${x - 60}" y="${floor - 60}" width="120" height="60" fill="#f4f6f8"/><rect x="${x - 60}" y="${floor - 60}" width="120" height="8" fill="#d9dee4"/><g transform="${transform}">${draw(finish, id)}</g>`;
}

/** The supplier's stand at a trade fair, with three products on show. */
export function tradeShowBooth(brand: SceneBrand, exhibits: [ProductKind, Finish][], booth: string): string {
  const body = `<defs>${linearGradient('h', ['#3a4452', '#1f252d'])}</defs><rect width="960" height="540" fill="url(#h)"/>
<path d="M0 380h960v160H0z" fill="#5b6770"/><path d="M120 400h720l60 140H60z" fill="#d9dee4"/>
<rect x="120" y="90" width="720" height="310" fill="#f7f8fa"/><rect x="120" y="90" width="720" height="70" fill="${brand.main}"/>
<text x="480" y="136" font-family="${FONT}" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.name)}</text>
<rect x="120" y="160" width="720" height="8" fill="${brand.second}"/>
<rect x="700" y="40" width="140" height="50" fill="${darken(brand.main, 0.3)}"/><text x="770" y="73" font-family="${FONT}" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(booth)}</text>
${exhibits.map(([kind, finish], index) => exhibit(kind, finish, 250 + index * 230, 440, 170, `x${index}`)).join('')}
<rect x="400" y="450" width="160" height="70" fill="${brand.main}"/><rect x="400" y="450" width="160" height="10" fill="${brand.second}"/>`;
  return sceneDocument(`${brand.name} at booth ${booth}`, body);
}
