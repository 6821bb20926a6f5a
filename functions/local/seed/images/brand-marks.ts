import { darken } from './colour.ts';
import { escapeXml, FONT, svgDocument } from './svg.ts';

/** The square mark: initials on the main colour with a stripe of the second. */
function mark(initials: string, main: string, second: string, size: number): string {
  const font = initials.length > 2 ? size * 0.34 : size * 0.44;
  return `<rect width="${size}" height="${size}" rx="${size * 0.18}" fill="${main}"/><path d="M0 ${size * 0.74}h${size}v${size * 0.08}H0z" fill="${second}"/><text x="${size / 2}" y="${size * 0.6}" font-family="${FONT}" font-size="${font}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`;
}

/** Favicon and company avatar: the mark alone. */
export function brandMarkSvg(initials: string, main: string, second: string): string {
  return svgDocument(64, 64, mark(initials, main, second, 64), initials);
}

/** Header logo: the mark and the name set in two lines. */
export function logoSvg(initials: string, name: string, tagline: string, main: string, second: string): string {
  const body = `${mark(initials, main, second, 56)}<text x="68" y="30" font-family="${FONT}" font-size="24" font-weight="700" fill="${darken(main, 0.2)}">${escapeXml(name)}</text><text x="69" y="48" font-family="${FONT}" font-size="11" letter-spacing="1.6" fill="#5b6475">${escapeXml(tagline.toUpperCase())}</text>`;
  return svgDocument(280, 56, body, name);
}

/** A person's avatar: initials on a colour disc. */
export function avatarSvg(name: string, colour: string): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgDocument(
    96,
    96,
    `<circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" font-family="${FONT}" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    name,
  );
}
