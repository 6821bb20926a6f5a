import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { DARK_PLASTIC, STEEL, type Illustration } from './illustration.ts';

/** Cordless drill driver, side view, chuck to the left. */
export const drill: Illustration = {
  box: [-300, -172, 462, 376],
  pose: -4,
  focus: [-170, -110],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}b`, [lighten(main, 0.35), main, darken(main, 0.3)])}${linearGradient(`${id}g`, [lighten(trim, 0.2), trim, darken(trim, 0.35)], 'left')}${linearGradient(`${id}s`, STEEL)}${linearGradient(`${id}k`, ['#5a616a', DARK_PLASTIC, '#16181c'])}</defs>
<rect x="-300" y="-118" width="92" height="14" rx="3" fill="url(#${id}s)"/>${strokes(6, (i) => `M${-292 + i * 14}-118l8 14`, 'stroke="#7d8791" stroke-width="2"')}
<path d="M-214-124l26-12v52l-26-12z" fill="url(#${id}s)"/>
<rect x="-190" y="-146" width="64" height="70" rx="10" fill="url(#${id}k)"/>${strokes(7, (i) => `M${-182 + i * 8}-140v58`, 'stroke="#555c66" stroke-width="3"')}
<rect x="-128" y="-152" width="22" height="82" rx="6" fill="${darken(main, 0.25)}"/>
<path d="M-40-72h110c10 60 22 120 30 196h-96c-8-70-24-130-44-196z" fill="url(#${id}g)"/>
<path d="M-44-50h20c6 0 8 5 7 10l-6 32c-1 5-6 8-11 7l-14-4z" fill="${darken(trim, 0.45)}"/>
<rect x="-112" y="-170" width="264" height="112" rx="44" fill="url(#${id}b)"/>
<path d="M-96-150h196" stroke="${lighten(main, 0.6)}" stroke-width="6" stroke-linecap="round" opacity=".7"/>
${strokes(4, (i) => `M${102 + i * 11}-137v44`, `stroke="${darken(main, 0.45)}" stroke-width="5" stroke-linecap="round"`)}
<rect x="-20" y="-128" width="70" height="26" rx="6" fill="${lighten(main, 0.85)}" opacity=".9"/>
<rect x="-84" y="110" width="246" height="92" rx="16" fill="url(#${id}k)"/>
<rect x="-74" y="110" width="226" height="22" rx="8" fill="${main}"/>
${strokes(3, (i) => `M${-58 + i * 16} 163h7`, 'stroke="#58d26a" stroke-width="6" stroke-linecap="round"')}
<path d="M-84 188h246" stroke="#111" stroke-width="6" opacity=".4"/>`,
};
