import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, radialGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { STEEL, type Illustration } from './illustration.ts';

/** End-suction centrifugal pump on a base: volute casing (`trim`) to the left, motor (`main`) to the right. */
export const centrifugalPump: Illustration = {
  box: [-222, -176, 480, 320],
  pose: 0,
  focus: [-110, 0],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}m`, [lighten(main, 0.35), main, darken(main, 0.4)])}${radialGradient(`${id}c`, [lighten(trim, 0.45), trim, darken(trim, 0.35)], 0.4, 0.35, 0.7)}${linearGradient(`${id}s`, STEEL)}</defs>
<rect x="-210" y="126" width="460" height="18" rx="4" fill="#4b525a"/>
<path d="M10 96h50l10 30h-70zM150 96h50l10 30h-70zM-150 126l16-34h60l16 34z" fill="${darken(main, 0.3)}"/>
<rect x="-40" y="-30" width="50" height="84" rx="6" fill="${darken(trim, 0.2)}"/>
<rect x="-216" y="-128" width="62" height="100" fill="url(#${id}c)"/><rect x="-222" y="-176" width="74" height="40" rx="4" fill="url(#${id}s)"/><rect x="-222" y="-140" width="74" height="14" fill="${darken(trim, 0.3)}" opacity=".5"/>
<circle cx="-110" cy="14" r="106" fill="url(#${id}c)"/>
<circle cx="-110" cy="14" r="58" fill="url(#${id}s)"/>
${strokes(6, (i) => `M${Math.round(-110 + 46 * Math.cos((i * Math.PI) / 3))} ${Math.round(14 + 46 * Math.sin((i * Math.PI) / 3))}h0`, 'stroke="#6d7781" stroke-width="12" stroke-linecap="round"')}
<circle cx="-110" cy="14" r="32" fill="#2f353c"/><circle cx="-116" cy="8" r="20" fill="#454c55"/>
<rect x="-6" y="-80" width="226" height="176" rx="18" fill="url(#${id}m)"/>
${strokes(9, (i) => `M14 ${-58 + i * 18}h186`, `stroke="${darken(main, 0.35)}" stroke-width="5" opacity=".7"`)}
<rect x="214" y="-70" width="44" height="156" rx="20" fill="${darken(main, 0.15)}"/>
${strokes(5, (i) => `M${224 + i * 6}-56v128`, `stroke="${darken(main, 0.45)}" stroke-width="3"`)}
<rect x="60" y="-116" width="86" height="40" rx="6" fill="url(#${id}m)"/>
<rect x="146" y="-104" width="18" height="16" rx="3" fill="#3a3f45"/>
<rect x="80" y="-8" width="70" height="34" rx="4" fill="#f4f6f8" opacity=".9"/>`,
};
