import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import type { Illustration } from './illustration.ts';
import { threadedShank } from './threaded-shank.ts';

/** Hex head bolt, partially threaded, lying on its side; `main` is the plating. */
export const hexBolt: Illustration = {
  box: [-250, -84, 500, 168],
  pose: -18,
  focus: [-150, 0],
  draw: ({ main }, id) => `${threadedShank(main, id, -168, 40, 250, 40)}
<rect x="-184" y="-74" width="18" height="148" rx="3" fill="${darken(main, 0.2)}"/>
<path d="M-250 -60q0-24 20-24h50v168h-50q-20 0-20-24z" fill="${main}"/>
<path d="M-250 -60q0-24 20-24h50v46h-70z" fill="${lighten(main, 0.4)}"/>
<path d="M-250 38h70v46h-50q-20 0-20-24z" fill="${darken(main, 0.35)}"/>
<path d="M-240 -74h52" stroke="#fff" stroke-width="4" opacity=".6" stroke-linecap="round"/>`,
};
