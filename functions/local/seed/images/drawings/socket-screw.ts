import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import type { Illustration } from './illustration.ts';
import { threadedShank } from './threaded-shank.ts';

/** Socket head cap screw, fully threaded, head end turned towards the viewer to show the hex socket. */
export const socketScrew: Illustration = {
  box: [-262, -74, 512, 148],
  pose: -18,
  focus: [-190, 0],
  draw: (
    { main },
    id,
  ) => `${threadedShank(main, id, -150, -140, 250, 34)}<defs>${linearGradient(`${id}h`, [lighten(main, 0.5), main, darken(main, 0.45)])}</defs>
<rect x="-240" y="-70" width="96" height="140" rx="12" fill="url(#${id}h)"/>
${strokes(11, (i) => `M${-232 + i * 8}-66v132`, `stroke="${darken(main, 0.3)}" stroke-width="2" opacity=".5"`)}
<ellipse cx="-240" cy="0" rx="22" ry="70" fill="${lighten(main, 0.25)}"/>
<path d="M-240 -30l13 15v30l-13 15-13-15v-30z" fill="#1d2024"/>`,
};
