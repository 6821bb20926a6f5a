import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient } from '#functions/local/seed/images/svg.ts';
import { STEEL, type Illustration } from './illustration.ts';

/** An annulus of an ellipse tilted towards the viewer (y squashed to 88%). */
function ring(outer: number, inner: number, y = 0): string {
  const ry = (r: number) => Math.round(r * 0.88);
  return `M${-outer} ${y}a${outer} ${ry(outer)} 0 1 0 ${outer * 2} 0a${outer} ${ry(outer)} 0 1 0 ${-outer * 2} 0zM${-inner} ${y}a${inner} ${ry(inner)} 0 1 1 ${inner * 2} 0a${inner} ${ry(inner)} 0 1 1 ${-inner * 2} 0z`;
}

/** Sealed deep-groove ball bearing, tilted; `main` is the seal colour. */
export const bearing: Illustration = {
  box: [-172, -152, 344, 356],
  pose: 0,
  focus: [-80, -40],
  draw: (
    { main },
    id,
  ) => `<defs>${linearGradient(`${id}o`, ['#6f7982', '#e9edf1', '#a9b2bb', '#5d666f'], 'left')}${linearGradient(`${id}t`, STEEL, 'diagonal')}${linearGradient(`${id}r`, [lighten(main, 0.25), main, darken(main, 0.35)], 'diagonal')}${linearGradient(`${id}h`, ['#2e3338', '#8a939c'])}</defs>
<path d="M-170 0v52a170 150 0 0 0 340 0v-52z" fill="url(#${id}o)"/>
<path fill-rule="evenodd" d="${ring(170, 138)}" fill="url(#${id}t)"/>
<path fill-rule="evenodd" d="${ring(138, 80)}" fill="url(#${id}r)"/>
<path fill-rule="evenodd" d="${ring(118, 112)}" fill="${darken(main, 0.25)}" opacity=".6"/>
<path fill-rule="evenodd" d="${ring(80, 54)}" fill="url(#${id}t)"/>
<ellipse cx="0" cy="0" rx="54" ry="48" fill="url(#${id}h)"/>
<path d="M-150 -60a170 150 0 0 1 120-86" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
};
