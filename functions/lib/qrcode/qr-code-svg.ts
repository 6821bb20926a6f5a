import QRCode from 'qrcode';

/** Light modules around the code, as the PNG's. */
const QUIET_ZONE_MODULES = 2;

/**
 * A QR code of the text as an inline SVG, one path of unit squares scaled by the viewBox: sharp at
 * any print size, a few KB, no picture to fetch (the printed catalogue holds up to 500 of them).
 */
export function qrCodeSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) path += `M${column + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h1v1h-1z`;
  const title = label.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${span} ${span}" shape-rendering="crispEdges" role="img"><title>${title}</title><rect width="${span}" height="${span}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
