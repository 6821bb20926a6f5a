import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import type { Illustration } from './illustration.ts';

/** Fingers and thumb as rounded bars: x, top, length, angle. */
const DIGITS = [
  [-66, -172, 150, -6],
  [-22, -200, 170, -2],
  [22, -188, 160, 2],
  [62, -150, 120, 7],
] as const;

/** A knitted work glove dipped in coating, palm side; `main` is the coating, `trim` the liner. */
export const workGloves: Illustration = {
  box: [-100, -212, 272, 410],
  pose: 8,
  focus: [0, -90],
  draw: ({ main, trim }, id) => {
    const hand = `<rect x="-90" y="-70" width="180" height="170" rx="44"/>${DIGITS.map(([x, top, length, angle]) => `<rect x="${x - 21}" y="${top}" width="42" height="${length}" rx="21" transform="rotate(${angle} ${x} ${top + length})"/>`).join('')}<rect x="76" y="-96" width="46" height="150" rx="23" transform="rotate(38 99 54)"/>`;
    return `<defs>${linearGradient(`${id}c`, [lighten(main, 0.3), main, darken(main, 0.3)], 'diagonal')}<clipPath id="${id}k">${hand}</clipPath></defs>
<rect x="-74" y="90" width="148" height="108" rx="12" fill="${trim}"/>
${strokes(12, (i) => `M-74 ${98 + i * 8}h148`, `stroke="${darken(trim, 0.18)}" stroke-width="3"`)}
<rect x="-74" y="182" width="148" height="16" rx="6" fill="${main}"/>
<g fill="${trim}">${hand}</g>
<g clip-path="url(#${id}k)"><rect x="-110" y="-220" width="340" height="300" fill="url(#${id}c)"/><path d="M-110 80c60-20 160-20 340 0v40h-340z" fill="${trim}"/></g>
<path d="M-44-60v-40M0-70v-50M42-66v-40" stroke="${darken(main, 0.3)}" stroke-width="3" stroke-linecap="round" opacity=".6"/>
<path d="M-60 20c40 20 80 20 120 0" fill="none" stroke="${darken(main, 0.3)}" stroke-width="3" opacity=".5"/>`;
  },
};
