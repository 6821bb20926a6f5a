import { darken } from '#functions/local/seed/images/colour.ts';
import { escapeXml, FONT, linearGradient, repeat, strokes } from '#functions/local/seed/images/svg.ts';
import { sceneDocument, type SceneBrand } from './scene.ts';

const CARTONS = ['#c9a56f', '#b08a55', '#d6b98a'];

/** A bay of pallet racking, four levels of cartons. */
function rack(x: number, width: number): string {
  const levels = repeat(4, (level) => {
    const y = 120 + level * 90;
    const boxes = repeat(
      Math.floor(width / 60),
      (i) =>
        `<rect x="${x + 8 + i * 60}" y="${y + 24}" width="52" height="60" fill="${CARTONS[(i + level + x) % 3]}"/>`,
    );
    return `${boxes}<rect x="${x}" y="${y + 84}" width="${width}" height="8" fill="#e8711a"/>`;
  });
  return `${levels}<rect x="${x - 8}" y="110" width="8" height="380" fill="#1f5fa8"/><rect x="${x + width}" y="110" width="8" height="380" fill="#1f5fa8"/>`;
}

/** A forklift carrying a pallet, facing left. */
function forklift(x: number, y: number, colour: string): string {
  return `<g transform="translate(${x} ${y})"><rect x="-20" y="-150" width="8" height="150" fill="#3a3f45"/><rect x="-92" y="-70" width="80" height="8" fill="#3a3f45"/><rect x="-88" y="-120" width="72" height="50" fill="#c9a56f"/><rect x="-8" y="-80" width="120" height="60" rx="10" fill="${colour}"/><path d="M20-80v-70h70v70" fill="none" stroke="#2b2f35" stroke-width="6"/><rect x="80" y="-100" width="30" height="24" fill="${darken(colour, 0.3)}"/><circle cx="20" cy="-16" r="18" fill="#2b2f35"/><circle cx="90" cy="-16" r="18" fill="#2b2f35"/></g>`;
}

export function warehouse(brand: SceneBrand): string {
  const body = `<defs>${linearGradient('w', ['#e3e8ee', '#f3f5f8'])}</defs><rect width="960" height="540" fill="url(#w)"/>
<rect y="490" width="960" height="50" fill="#9aa3ad"/>${strokes(4, (i) => `M${i * 260 + 40} 500h120`, 'stroke="#f2c200" stroke-width="6"')}
${rack(30, 360)}${rack(560, 360)}
<rect x="40" y="34" width="880" height="44" rx="4" fill="${brand.main}"/><text x="480" y="64" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.name)}  ·  Logistics Centre</text>
${forklift(470, 500, brand.second)}`;
  return sceneDocument(`${brand.name} warehouse`, body);
}
