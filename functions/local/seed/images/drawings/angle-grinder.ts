import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, strokes } from '#functions/local/seed/images/svg.ts';
import { DARK_PLASTIC, STEEL, type Illustration } from './illustration.ts';

/** Angle grinder in three-quarter view: gear head and disc to the left, motor body to the right. */
export const angleGrinder: Illustration = {
  box: [-282, -198, 570, 318],
  pose: -6,
  focus: [-150, 40],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}b`, [lighten(main, 0.35), main, darken(main, 0.35)])}${linearGradient(`${id}s`, STEEL)}${linearGradient(`${id}k`, ['#5a616a', DARK_PLASTIC, '#16181c'])}${linearGradient(`${id}d`, ['#6b6f75', '#3a3d42'])}</defs>
<path d="M270 20c40 30 20 80-10 100" fill="none" stroke="${DARK_PLASTIC}" stroke-width="14" stroke-linecap="round"/>
<path d="M-170 -70l-60-96" stroke="${DARK_PLASTIC}" stroke-width="34" stroke-linecap="round"/><path d="M-222 -152l-18-28" stroke="#4a5058" stroke-width="22" stroke-linecap="round"/>
<ellipse cx="-150" cy="82" rx="132" ry="36" fill="url(#${id}d)"/>
<ellipse cx="-150" cy="80" rx="46" ry="12" fill="${trim}"/>
<ellipse cx="-150" cy="78" rx="12" ry="4" fill="#c9ced4"/>
<path d="M-282 70a132 36 0 0 1 264 0v-10a132 40 0 0 0-264 0z" fill="url(#${id}s)"/>
<path d="M-214 -80h150l10 60v70c0 14-10 22-24 22h-120c-20 0-30-12-32-30z" fill="url(#${id}s)"/>
<rect x="-172" y="56" width="44" height="22" rx="4" fill="#8a939c"/>
<ellipse cx="-130" cy="-82" rx="14" ry="6" fill="${DARK_PLASTIC}"/>
<rect x="-70" y="-66" width="330" height="116" rx="54" fill="url(#${id}b)"/>
<rect x="88" y="-70" width="130" height="124" rx="30" fill="url(#${id}k)"/>
${strokes(7, (i) => `M${102 + i * 16}-58v100`, 'stroke="#4a5058" stroke-width="4"')}
<rect x="-10" y="-78" width="70" height="16" rx="6" fill="${DARK_PLASTIC}"/>
${strokes(5, (i) => `M${-37 + i * 14}-31v46`, `stroke="${darken(main, 0.45)}" stroke-width="6" stroke-linecap="round"`)}
<rect x="238" y="-54" width="50" height="92" rx="20" fill="${DARK_PLASTIC}"/>`,
};
