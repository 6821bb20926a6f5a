import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { STEEL, type Illustration } from './illustration.ts';

const POLES = 3;
const MODULE = 72;
const LEFT = -(POLES * MODULE) / 2;
/** Centre of each pole's module. */
const centre = (pole: number) => LEFT + pole * MODULE + MODULE / 2;

/** Three-pole miniature circuit breaker on a DIN rail, front view; `main` is the housing, `trim` the toggles. */
export const circuitBreaker: Illustration = {
  box: [-262, -176, 524, 352],
  pose: 0,
  focus: [0, -20],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}h`, [lighten(main, 0.6), main, darken(main, 0.2)], 'left')}${linearGradient(`${id}t`, [lighten(trim, 0.35), trim, darken(trim, 0.4)])}</defs>
<rect x="-262" y="-24" width="524" height="48" fill="${STEEL[1]}"/><path d="M-262-12h524M-262 12h524" stroke="#7d8791" stroke-width="3"/>
${strokes(POLES, (i) => `M${centre(i)}-169v338`, `stroke="url(#${id}h)" stroke-width="${MODULE - 2}"`)}
${strokes(POLES, (i) => `M${centre(i)}-144h0M${centre(i)} 144h0`, `stroke="${STEEL[1]}" stroke-width="26" stroke-linecap="round"`)}
${strokes(POLES, (i) => `M${centre(i) - 9}-144h18M${centre(i) - 9} 144h18`, 'stroke="#59626c" stroke-width="4"')}
${strokes(POLES, (i) => `M${centre(i)}-66v92`, `stroke="${darken(main, 0.35)}" stroke-width="${MODULE - 32}"`)}
${strokes(POLES, (i) => `M${centre(i)}-60v44`, `stroke="url(#${id}t)" stroke-width="${MODULE - 40}"`)}
${strokes(POLES, (i) => `M${centre(i)} 50v36`, `stroke="#fff" stroke-width="${MODULE - 28}"`)}
${strokes(POLES, (i) => `M${centre(i)} 50v8`, `stroke="${trim}" stroke-width="${MODULE - 28}"`)}
${strokes(POLES, (i) => `M${centre(i)} 100v10`, `stroke="#3cb371" stroke-width="${MODULE - 52}"`)}
<rect x="${LEFT + 20}" y="-40" width="${POLES * MODULE - 40}" height="10" rx="4" fill="${darken(trim, 0.3)}"/>`,
};
