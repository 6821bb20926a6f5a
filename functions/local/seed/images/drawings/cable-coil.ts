import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { repeat } from '#functions/local/seed/images/svg.ts';
import type { Illustration } from './illustration.ts';

/** A coil of sheathed power cable with a stripped end showing its cores; `main` is the sheath. */
export const cableCoil: Illustration = {
  box: [-236, -136, 500, 262],
  pose: 0,
  focus: [200, 60],
  draw: ({ main, trim }) => {
    const loop = (i: number) => {
      const y = -50 + i * 20;
      const x = -20 + (i % 2) * 10;
      return `<ellipse cx="${x}" cy="${y}" rx="200" ry="74" fill="none" stroke="${darken(main, 0.45)}" stroke-width="30"/><ellipse cx="${x}" cy="${y}" rx="200" ry="74" fill="none" stroke="${main}" stroke-width="22"/><path d="M${x - 150} ${y - 46}a200 74 0 0 1 230-26" fill="none" stroke="${lighten(main, 0.5)}" stroke-width="5" stroke-linecap="round" opacity=".7"/>`;
    };
    return `${repeat(5, loop)}
<path d="M150 84c40 10 70 20 94 30" fill="none" stroke="${darken(main, 0.45)}" stroke-width="30" stroke-linecap="round"/><path d="M150 84c40 10 70 20 94 30" fill="none" stroke="${main}" stroke-width="22" stroke-linecap="round"/>
${['#8b5a2b', '#2f6fd6', '#e3c21b'].map((colour, i) => `<path d="M244 ${104 + i * 10}l14 4" stroke="${colour}" stroke-width="9" stroke-linecap="round"/><circle cx="262" cy="${109 + i * 10}" r="3" fill="#d08a4c"/>`).join('')}
<rect x="-228" y="-40" width="30" height="70" rx="6" fill="${trim}"/><rect x="150" y="-30" width="30" height="70" rx="6" fill="${trim}"/>`;
  },
};
