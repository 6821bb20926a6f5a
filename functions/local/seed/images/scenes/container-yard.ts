import { darken } from '#functions/local/seed/images/colour.ts';
import { escapeXml, FONT, linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { sceneDocument, type SceneBrand } from './scene.ts';

const CONTAINER_COLOURS = ['#b8282f', '#1f5fa8', '#2e7d4f', '#e8711a', '#7d8791', '#6b4c9a'];

/** A 40 ft container seen from the side; `label` is painted on it. */
function container(x: number, y: number, colour: string, label = ''): string {
  return `<rect x="${x}" y="${y}" width="240" height="70" fill="${colour}"/>${strokes(15, (i) => `M${x + 8 + i * 16} ${y + 6}v58`, `stroke="${darken(colour, 0.25)}" stroke-width="4"`)}${label ? `<text x="${x + 120}" y="${y + 45}" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(label)}</text>` : ''}`;
}

/** Containers being loaded for export at the port. */
export function containerYard(brand: SceneBrand): string {
  const stack = [0, 1, 2, 3].flatMap((column) =>
    [0, 1, 2]
      .filter((level) => level < 3 - (column % 2))
      .map((level) => container(40 + column * 250, 380 - level * 72, CONTAINER_COLOURS[(column * 3 + level) % 6]!)),
  );
  const body = `<defs>${linearGradient('s', ['#9fc6e8', '#e6f0f8'])}</defs><rect width="960" height="540" fill="url(#s)"/>
<path d="M0 300h960v30H0z" fill="#6d8aa3"/><rect y="450" width="960" height="90" fill="#8d969f"/>
<path d="M700 60h30v390h-30zM860 60h30v390h-30zM640 60h320v30H640z" fill="#f2c200"/><path d="M780 90v140" stroke="#3a3f45" stroke-width="3"/>
${stack.join('')}
${container(700, 230, brand.main, brand.name.split(' ')[0])}
<rect x="520" y="470" width="90" height="50" rx="6" fill="${brand.second}"/><rect x="610" y="488" width="300" height="16" fill="#3a3f45"/><circle cx="545" cy="522" r="14" fill="#2b2f35"/><circle cx="860" cy="522" r="14" fill="#2b2f35"/>`;
  return sceneDocument(`${brand.name} export containers at the port`, body);
}
