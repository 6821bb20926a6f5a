import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient } from '#functions/local/seed/images/svg.ts';
import { STEEL, type Illustration } from './illustration.ts';

/** Full-bore ball valve, front view, lever handle to the right; `main` is the body metal. */
export const ballValve: Illustration = {
  box: [-250, -170, 518, 254],
  pose: 0,
  focus: [-150, -20],
  draw: ({ main, trim }, id) => {
    const metal = linearGradient(`${id}m`, [lighten(main, 0.55), main, darken(main, 0.35)]);
    const hex = (x: number) =>
      `<rect x="${x}" y="-64" width="84" height="128" rx="6" fill="url(#${id}m)"/><rect x="${x}" y="-64" width="84" height="30" fill="${lighten(main, 0.45)}" opacity=".6"/><rect x="${x}" y="34" width="84" height="30" fill="${darken(main, 0.3)}" opacity=".6"/>`;
    return `<defs>${metal}${linearGradient(`${id}h`, [lighten(trim, 0.3), trim, darken(trim, 0.3)])}${linearGradient(`${id}s`, STEEL)}</defs>
<rect x="-170" y="-48" width="340" height="96" fill="url(#${id}m)"/>${hex(-250)}${hex(166)}
<rect x="-112" y="-80" width="224" height="160" rx="66" fill="url(#${id}m)"/>
<path d="M-60 40h90l-14-10m14 10l-14 10" fill="none" stroke="${darken(main, 0.35)}" stroke-width="5" stroke-linecap="round"/>
<rect x="-32" y="-118" width="64" height="42" rx="6" fill="url(#${id}m)"/>
<rect x="-24" y="-140" width="48" height="24" rx="4" fill="url(#${id}s)"/>
<path d="M-40 -160h120l14 4h150v30h-150l-14 4h-120z" fill="url(#${id}s)"/>
<rect x="86" y="-162" width="182" height="42" rx="20" fill="url(#${id}h)"/>
<circle cx="0" cy="-143" r="10" fill="#8a939c"/>`;
  },
};
