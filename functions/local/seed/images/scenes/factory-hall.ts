import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { escapeXml, FONT, linearGradient, repeat, strokes } from '#functions/local/seed/images/svg.ts';
import { sceneDocument, type SceneBrand } from './scene.ts';

/** A CNC machine: cabinet, window, control panel; `x`, `y` its floor point, `scale` for depth. */
function machine(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="-90" y="-150" width="180" height="150" rx="6" fill="#e9edf1"/><rect x="-90" y="-150" width="180" height="22" rx="6" fill="${colour}"/><rect x="-70" y="-116" width="100" height="76" rx="4" fill="#9fb4c8"/><path d="M-60-56l70-50" stroke="#fff" stroke-width="6" opacity=".5"/><rect x="44" y="-116" width="32" height="60" rx="3" fill="#2b2f35"/><circle cx="60" cy="-70" r="6" fill="#58d26a"/><rect x="-90" y="-10" width="180" height="10" fill="#9aa3ad"/></g>`;
}

export function factoryHall(brand: SceneBrand): string {
  const body = `<defs>${linearGradient('w', ['#d8dee6', '#eef1f4'])}${linearGradient('f', ['#b9c1c9', '#8d969f'])}</defs>
<rect width="960" height="540" fill="url(#w)"/>
<path d="M0 0h960L760 140H200z" fill="#c7ced6"/>${strokes(9, (i) => `M${i * 120} 0L${200 + i * 70} 140`, 'stroke="#8d969f" stroke-width="4"')}
${strokes(3, (i) => `M0 ${i * 45 + 20}H960`, 'stroke="#a7b0b9" stroke-width="2" opacity=".6"')}
<rect x="200" y="140" width="560" height="190" fill="#e3e8ee"/>${repeat(7, (i) => `<rect x="${216 + i * 78}" y="156" width="62" height="60" fill="#bfe0f5"/>`)}
<rect x="330" y="236" width="300" height="48" rx="4" fill="${brand.main}"/><text x="480" y="268" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.name)}</text>
<path d="M0 540L200 330h560l200 210z" fill="url(#f)"/>
<path d="M420 330L300 540M540 330L660 540" stroke="#f2c200" stroke-width="8"/>
<path d="M0 96h960" stroke="${brand.second}" stroke-width="18"/><rect x="560" y="104" width="40" height="26" fill="${darken(brand.second, 0.25)}"/><path d="M580 130v90" stroke="#3a3f45" stroke-width="3"/><path d="M572 220h16l-8 14z" fill="#3a3f45"/>
${machine(265, 372, 0.55, brand.main)}${machine(695, 372, 0.55, brand.main)}${machine(175, 452, 0.85, brand.main)}${machine(785, 452, 0.85, brand.main)}
<rect x="380" y="384" width="200" height="70" rx="6" fill="${lighten(brand.main, 0.75)}"/><rect x="392" y="396" width="56" height="46" fill="#c9a56f"/><rect x="452" y="396" width="56" height="46" fill="#c9a56f"/><rect x="512" y="396" width="56" height="46" fill="#b08a55"/>`;
  return sceneDocument(`${brand.name} production hall`, body);
}
