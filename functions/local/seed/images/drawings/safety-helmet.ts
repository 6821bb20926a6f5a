import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { radialGradient } from '#functions/local/seed/images/svg.ts';
import type { Illustration } from './illustration.ts';

/** Industrial safety helmet with a front peak, seen from the side; `trim` is the harness. */
export const safetyHelmet: Illustration = {
  box: [-256, -176, 474, 262],
  pose: -4,
  focus: [-120, -40],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${radialGradient(`${id}s`, [lighten(main, 0.55), main, darken(main, 0.3)], 0.35, 0.25, 0.8)}</defs>
<path d="M-150 40c10 26 40 36 80 40h170c40-4 70-16 80-40" fill="none" stroke="${trim}" stroke-width="14" stroke-linecap="round"/>
<path d="M-200 36C-200-96-110-170 10-170S206-96 210 26l8 22c-90 18-230 20-320 12-50 8-120 10-154 4-10-10 20-22 56-28z" fill="url(#${id}s)"/>
<path d="M-200 36c-30 6-62 14-56 24 34 6 104 4 154-4 90 8 230 6 320-12" fill="none" stroke="${darken(main, 0.35)}" stroke-width="10" stroke-linecap="round"/>
<path d="M-150-96C-100-150-20-164 30-162" fill="none" stroke="${lighten(main, 0.7)}" stroke-width="10" stroke-linecap="round" opacity=".7"/>
<path d="M-40-168C60-160 150-110 180-10" fill="none" stroke="${darken(main, 0.2)}" stroke-width="16" stroke-linecap="round" opacity=".6"/>
<rect x="-30" y="-4" width="70" height="18" rx="6" fill="${darken(main, 0.4)}"/>
<rect x="-138" y="-96" width="78" height="52" rx="10" fill="#fff" opacity=".92" transform="rotate(-18 -100 -70)"/>
<circle cx="-100" cy="-70" r="14" fill="${darken(main, 0.25)}"/>`,
};
