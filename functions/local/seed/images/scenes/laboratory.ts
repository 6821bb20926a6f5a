import { lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, repeat, strokes } from '#functions/local/seed/images/svg.ts';
import { sceneDocument, type SceneBrand } from './scene.ts';

/** The quality lab: sample shelves and a test monitor on the wall, instruments on the bench. */
export function laboratory(brand: SceneBrand): string {
  const body = `<defs>${linearGradient('w', ['#eef2f6', '#dfe6ee'])}${linearGradient('b', ['#e4e9ee', '#c3cbd3'])}</defs><rect width="960" height="540" fill="url(#w)"/>
<rect x="60" y="80" width="420" height="12" fill="#9aa3ad"/><rect x="60" y="180" width="420" height="12" fill="#9aa3ad"/>
${repeat(7, (i) => `<rect x="${70 + i * 58}" y="${24 + (i % 3) * 8}" width="40" height="${56 - (i % 3) * 8}" rx="4" fill="${i % 2 ? lighten(brand.main, 0.5) : '#c9d1d9'}"/>`)}
${strokes(9, (i) => `M${86 + i * 45} 160h0`, 'stroke="#b9c1c9" stroke-width="36" stroke-linecap="round"')}${strokes(3, (i) => `M${86 + i * 135} 160h0`, `stroke="${brand.second}" stroke-width="36" stroke-linecap="round"`)}
<rect x="580" y="40" width="320" height="190" rx="8" fill="#2b2f35"/><rect x="592" y="52" width="296" height="166" fill="#14202c"/>
${strokes(4, (i) => `M606 ${80 + i * 36}h266`, 'stroke="#2c3e50" stroke-width="1"')}<path d="M606 196l44-26 36 8 44-52 36 18 44-62 62 34" fill="none" stroke="#58d26a" stroke-width="4"/>
<rect y="330" width="960" height="22" fill="#5b6770"/><rect y="352" width="960" height="188" fill="url(#b)"/>
${repeat(4, (i) => `<rect x="${40 + i * 230}" y="376" width="200" height="130" rx="6" fill="#eef1f4"/><rect x="${110 + i * 230}" y="394" width="60" height="8" rx="4" fill="#7d8791"/>`)}
<g transform="translate(200 330)"><rect x="-60" y="-12" width="120" height="12" fill="#3a3f45"/><rect x="-14" y="-150" width="28" height="140" fill="${brand.main}"/><path d="M-10-150l70-36 14 22-60 34z" fill="${brand.main}"/><rect x="46" y="-194" width="22" height="56" rx="6" fill="#2b2f35" transform="rotate(28 57 -166)"/><rect x="-44" y="-64" width="88" height="12" fill="#9aa3ad"/></g>
<g transform="translate(470 330)"><rect x="-90" y="-190" width="180" height="190" rx="8" fill="#f7f8fa"/><rect x="-90" y="-190" width="180" height="30" rx="8" fill="${brand.main}"/><rect x="-20" y="-150" width="40" height="60" fill="#3a3f45"/><path d="M0-90v30" stroke="#9aa3ad" stroke-width="8"/><rect x="-50" y="-50" width="100" height="20" fill="#7d8791"/><rect x="40" y="-140" width="36" height="24" fill="#14202c"/></g>
<g transform="translate(760 330)"><rect x="-80" y="-56" width="160" height="56" rx="6" fill="#c9d1d9"/><rect x="-56" y="-76" width="112" height="20" fill="${lighten(brand.second, 0.3)}"/><circle cx="-48" cy="-22" r="10" fill="#58d26a"/><rect x="-24" y="-32" width="80" height="18" fill="#14202c"/></g>`;
  return sceneDocument(`${brand.name} quality control laboratory`, body);
}
