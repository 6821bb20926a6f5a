import { BACKDROPS } from './backdrops.ts';
import { darken } from './colour.ts';
import type { Finish, Illustration } from './drawings/illustration.ts';
import { escapeXml, FONT, radialGradient, round, svgDocument } from './svg.ts';

/** The gallery pictures a product can have, in the order a gallery shows them. */
export const PRODUCT_VIEWS = ['hero', 'mirror', 'detail', 'dimensions', 'duo', 'boxed'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export type ProductPicture = {
  illustration: Illustration;
  finish: Finish;
  /** Another finish the product is sold in, for the side-by-side view. */
  altFinish: Finish;
  view: ProductView;
  backdrop: number;
  /** A few degrees of extra rotation, so that products of one line do not look cloned. */
  tilt: number;
  /** Printed on the carton in the boxed view, in the supplier's colour. */
  brand: string;
  brandColour: string;
  /** Width and height captions of the dimensions view, e.g. '228 mm'. */
  dimensions: readonly [string, string];
  title: string;
};

const WIDTH = 800;
/** Soft contact shadow under the object. */
const SHADOW_GRADIENT =
  '<radialGradient id="sh"><stop offset="0" stop-opacity=".9"/><stop offset="1" stop-opacity="0"/></radialGradient>';
const HEIGHT = 600;

/** An 800×600 studio shot of a product drawing. */
export function renderProductImage(picture: ProductPicture): string {
  const [centre, edge] = BACKDROPS[picture.backdrop % BACKDROPS.length]!;
  const defs = `<defs>${radialGradient('bg', [centre, edge], 0.5, 0.42, 0.75)}${SHADOW_GRADIENT}</defs>`;
  const body = `${defs}<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>${VIEWS[picture.view](picture)}`;
  return svgDocument(WIDTH, HEIGHT, body, picture.title);
}

/** Scale at which the drawing fills about 70% of the picture. */
function fitScale({ box }: Illustration): number {
  return Math.min(590 / box[2], 400 / box[3]);
}

function place(
  picture: ProductPicture,
  finish: Finish,
  x: number,
  y: number,
  scale: number,
  rotation: number,
  mirrored = false,
  id = 'a',
): string {
  const { box } = picture.illustration;
  const cx = box[0] + box[2] / 2;
  const cy = box[1] + box[3] / 2;
  const shadowY = round(y + (box[3] / 2) * scale + 8);
  const shadow = `<ellipse cx="${round(x)}" cy="${shadowY}" rx="${round(box[2] * scale * 0.46)}" ry="${round(18 * scale + 6)}" fill="url(#sh)" opacity=".35"/>`;
  const transform = `translate(${round(x)} ${round(y)}) rotate(${round(rotation)}) scale(${round(mirrored ? -scale : scale, 3)} ${round(scale, 3)}) translate(${round(-cx)} ${round(-cy)})`;
  return `${shadow}<g transform="${transform}">${picture.illustration.draw(finish, id)}</g>`;
}

const VIEWS: Record<ProductView, (picture: ProductPicture) => string> = {
  hero: (p) => place(p, p.finish, 400, 290, fitScale(p.illustration), p.illustration.pose + p.tilt),
  mirror: (p) =>
    place(p, p.finish, 400, 290, fitScale(p.illustration) * 0.92, -p.illustration.pose - p.tilt * 1.5, true),
  detail: (p) => {
    const scale = fitScale(p.illustration) * 2.1;
    const [fx, fy] = p.illustration.focus;
    return `<g transform="translate(400 300) scale(${round(scale, 3)}) translate(${-fx} ${-fy})">${p.illustration.draw(p.finish, 'a')}</g>`;
  },
  dimensions: (p) => {
    const scale = fitScale(p.illustration) * 0.74;
    const [, , w, h] = p.illustration.box;
    const left = round(380 - (w * scale) / 2);
    const right = round(380 + (w * scale) / 2);
    const top = round(270 - (h * scale) / 2);
    const bottom = round(270 + (h * scale) / 2);
    const line = `stroke="#5b6675" stroke-width="2"`;
    const text = `font-family="${FONT}" font-size="24" fill="#3d4654" text-anchor="middle"`;
    return `${place(p, p.finish, 380, 270, scale, 0)}
<path d="M${left} ${bottom + 30}v24M${right} ${bottom + 30}v24M${left} ${bottom + 42}H${right}M${right + 30} ${top}h24M${right + 30} ${bottom}h24M${right + 42} ${top}V${bottom}" ${line}/>
<path d="M${left} ${bottom + 42}l12-6v12zM${right} ${bottom + 42}l-12-6v12zM${right + 42} ${top}l-6 12h12zM${right + 42} ${bottom}l-6-12h12z" fill="#5b6675"/>
<rect x="${round((left + right) / 2 - 60)}" y="${bottom + 29}" width="120" height="26" fill="#fff" rx="4"/><text x="${round((left + right) / 2)}" y="${bottom + 50}" ${text}>${escapeXml(p.dimensions[0])}</text>
<rect x="${right + 48}" y="${round((top + bottom) / 2 - 15)}" width="110" height="30" fill="#fff" rx="4"/><text x="${right + 103}" y="${round((top + bottom) / 2 + 8)}" ${text}>${escapeXml(p.dimensions[1])}</text>`;
  },
  duo: (p) => {
    const scale = fitScale(p.illustration);
    const pose = p.illustration.pose + p.tilt;
    return (
      place(p, p.altFinish, 300, 240, scale * 0.6, pose, false, 'b') +
      place(p, p.finish, 470, 330, scale * 0.68, pose, false, 'a')
    );
  },
  boxed: (p) =>
    `${carton(p.brand, p.brandColour)}${place(p, p.finish, 510, 340, fitScale(p.illustration) * 0.6, p.illustration.pose + p.tilt)}`,
};

/** A shipping carton with the brand's label, behind the product. */
function carton(brand: string, colour: string): string {
  return `<path d="M110 190l70-50h230l-70 50z" fill="#dcbd8c"/><path d="M340 190l70-50v270l-70 50z" fill="#b08a55"/><rect x="110" y="190" width="230" height="270" fill="#c9a56f"/>
<path d="M200 140l-20 50h40l20-50z" fill="#e8d3ad" opacity=".8"/>
<rect x="136" y="250" width="178" height="96" rx="6" fill="#fbfaf7"/><rect x="136" y="250" width="178" height="22" rx="6" fill="${colour}"/><rect x="136" y="262" width="178" height="10" fill="${colour}"/>
<text x="225" y="316" font-family="${FONT}" font-size="26" font-weight="700" fill="${darken(colour, 0.2)}" text-anchor="middle">${escapeXml(brand)}</text>
<path d="M150 330h150" stroke="#9aa3ad" stroke-width="4" stroke-dasharray="6 4"/>`;
}
