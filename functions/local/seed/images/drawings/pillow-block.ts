import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient, radialGradient } from '#functions/local/seed/images/svg.ts';
import { STEEL, type Illustration } from './illustration.ts';

/** Pillow block (plummer) bearing unit, front view: cast housing `main`, insert seal `trim`. */
export const pillowBlock: Illustration = {
  box: [-210, -176, 420, 316],
  pose: 0,
  focus: [0, -30],
  draw: (
    { main, trim },
    id,
  ) => `<defs>${linearGradient(`${id}h`, [lighten(main, 0.35), main, darken(main, 0.4)])}${radialGradient(`${id}i`, ['#f4f6f8', '#b9c1c9', '#6f7982'], 0.4, 0.35, 0.7)}${linearGradient(`${id}s`, STEEL)}</defs>
<path d="M-210 140v-56h84c6-40 14-70 24-90a110 110 0 0 1 204 0c10 20 18 50 24 90h84v56z" fill="url(#${id}h)"/>
<rect x="-210" y="84" width="420" height="14" fill="${lighten(main, 0.3)}" opacity=".5"/>
<rect x="-178" y="100" width="50" height="20" rx="10" fill="${darken(main, 0.55)}"/><rect x="128" y="100" width="50" height="20" rx="10" fill="${darken(main, 0.55)}"/>
<rect x="-12" y="-176" width="24" height="30" rx="4" fill="#c9a227"/><rect x="-18" y="-152" width="36" height="18" rx="3" fill="#a8861c"/>
<circle cx="0" cy="-30" r="92" fill="url(#${id}i)"/>
<circle cx="0" cy="-30" r="74" fill="${trim}"/><circle cx="0" cy="-30" r="64" fill="none" stroke="${darken(trim, 0.3)}" stroke-width="3"/>
<circle cx="0" cy="-30" r="50" fill="url(#${id}s)"/>
<circle cx="0" cy="-30" r="32" fill="#2f353c"/><circle cx="-5" cy="-36" r="22" fill="#4a525b"/>
<rect x="-8" y="-84" width="16" height="12" rx="2" fill="#3a3f45"/>`,
};
