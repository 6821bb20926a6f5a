import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient } from '#functions/local/seed/images/svg.ts';
import type { Illustration } from './illustration.ts';

const TILT = 0.6;

/** A hexagon flattened into perspective, centred on (x, y). */
function hexagon(x: number, y: number, radius: number): [number, number][] {
  return Array.from({ length: 6 }, (_, i) => [
    Math.round(x + radius * Math.cos((i * Math.PI) / 3)),
    Math.round(y + radius * TILT * Math.sin((i * Math.PI) / 3)),
  ]);
}

/** Hex nut and flat washer in three-quarter view; `main` is the plating. */
export const nutWasher: Illustration = {
  box: [-236, -90, 460, 230],
  pose: 0,
  focus: [90, 10],
  draw: ({ main }, id) => {
    const top = hexagon(90, 0, 130);
    const depth = 70;
    const side = (a: number, b: number, shade: string) => {
      const [p, q] = [top[a]!, top[b]!];
      return `<path d="M${p[0]} ${p[1]}L${q[0]} ${q[1]}v${depth}L${p[0]} ${p[1] + depth}z" fill="${shade}"/>`;
    };
    return `<defs>${linearGradient(`${id}w`, [lighten(main, 0.55), main, darken(main, 0.3)], 'diagonal')}${linearGradient(`${id}t`, [lighten(main, 0.5), lighten(main, 0.15)], 'diagonal')}${linearGradient(`${id}b`, ['#1f2327', darken(main, 0.55)])}</defs>
<path d="M-236 -8v16a120 78 0 0 0 240 0v-16z" fill="${darken(main, 0.3)}"/>
<path fill-rule="evenodd" d="M-236 -8a120 78 0 1 0 240 0a120 78 0 1 0-240 0zM-164 -8a48 31 0 1 1 96 0a48 31 0 1 1-96 0z" fill="url(#${id}w)"/>
${side(0, 1, darken(main, 0.1))}${side(1, 2, darken(main, 0.3))}${side(2, 3, darken(main, 0.45))}
<path d="M${top.map(([x, y]) => `${x} ${y}`).join('L')}z" fill="url(#${id}t)"/>
<ellipse cx="90" cy="0" rx="112" ry="67" fill="none" stroke="${darken(main, 0.15)}" stroke-width="4" opacity=".6"/>
<ellipse cx="90" cy="0" rx="60" ry="36" fill="url(#${id}b)"/>
<path d="M38 6a60 36 0 0 0 104 0M44 16a56 30 0 0 0 92 0" fill="none" stroke="${main}" stroke-width="3" opacity=".5"/>`;
  },
};
