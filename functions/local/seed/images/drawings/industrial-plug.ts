import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { DARK_PLASTIC, type Illustration } from './illustration.ts';

/** IEC 60309 industrial plug, side view, pins to the left; `main` is the voltage colour code. */
export const industrialPlug: Illustration = {
  box: [-222, -100, 494, 230],
  pose: -6,
  focus: [-150, 0],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}b`, [lighten(main, 0.4), main, darken(main, 0.4)])}${linearGradient(`${id}p`, ['#f3d98b', '#c9a227', '#8a6d12'])}</defs>
<path d="M180 0c40 0 60 20 70 60s0 70 0 70" fill="none" stroke="${DARK_PLASTIC}" stroke-width="30" stroke-linecap="round"/>
${[-46, -8, 30].map((y) => `<rect x="-222" y="${y}" width="60" height="16" rx="8" fill="url(#${id}p)"/>`).join('')}
<rect x="-176" y="-96" width="58" height="192" rx="14" fill="url(#${id}b)"/>
${strokes(5, (i) => `M${-168 + i * 10}-88v176`, `stroke="${darken(main, 0.3)}" stroke-width="3" opacity=".6"`)}
<rect x="-122" y="-80" width="250" height="160" rx="40" fill="url(#${id}b)"/>
${strokes(6, (i) => `M${24 + i * 16}-68v136`, `stroke="${darken(main, 0.2)}" stroke-width="8" stroke-linecap="round"`)}
<path d="M126-60l60 24v72l-60 24z" fill="${trim}"/>
<rect x="-96" y="-44" width="88" height="52" rx="6" fill="#fff" opacity=".92"/>
<path d="M-56-36l-12 20h12l-8 18 20-26h-12l8-12z" fill="${darken(main, 0.2)}"/>`,
};
