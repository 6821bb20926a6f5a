import { darken, lighten } from '#functions/local/seed/images/colour.ts';
import { linearGradient } from '#functions/local/seed/images/svg.ts';

/**
 * A bolt shank lying along x from `start` to `end`, threaded from `threadFrom` to the tip, with
 * its gradient (`${id}m`) and thread pattern (`${id}p`).
 */
export function threadedShank(
  metal: string,
  id: string,
  start: number,
  threadFrom: number,
  end: number,
  radius: number,
): string {
  const pitch = 16;
  return `<defs>${linearGradient(`${id}m`, [darken(metal, 0.35), lighten(metal, 0.6), metal, darken(metal, 0.45)])}<pattern id="${id}p" width="${pitch}" height="${radius * 2}" patternUnits="userSpaceOnUse" x="${threadFrom}" y="${-radius}"><path d="M2 0l10 ${radius * 2}" stroke="${darken(metal, 0.45)}" stroke-width="3" opacity=".75"/><path d="M7 0l10 ${radius * 2}" stroke="${lighten(metal, 0.7)}" stroke-width="2" opacity=".6"/></pattern></defs>
<rect x="${start}" y="${-radius + 4}" width="${threadFrom - start + 2}" height="${(radius - 4) * 2}" fill="url(#${id}m)"/>
<path d="M${threadFrom} ${-radius}H${end - 10}l10 10v${radius * 2 - 20}l-10 10H${threadFrom}z" fill="url(#${id}m)"/>
<path d="M${threadFrom} ${-radius}H${end - 10}l10 10v${radius * 2 - 20}l-10 10H${threadFrom}z" fill="url(#${id}p)"/>`;
}
