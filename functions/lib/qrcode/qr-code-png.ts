import QRCode from 'qrcode';
import { encodeMonochromePng } from '#functions/lib/monochrome-png.ts';

/** The picture is about this wide: the QR popup shows it and offers it for download. */
const TARGET_SIZE_PX = 300;
/** Light modules around the code; scanners need some, 2 keeps the small picture dense. */
const QUIET_ZONE_MODULES = 2;

/** A QR code of the text as a PNG, about 300 px square, whole pixels per module. */
export async function qrCodePng(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + 2 * QUIET_ZONE_MODULES;
  const scale = Math.max(1, Math.floor(TARGET_SIZE_PX / span));
  const size = span * scale;
  const moduleAt = (pixel: number) => Math.floor(pixel / scale) - QUIET_ZONE_MODULES;
  return encodeMonochromePng({
    width: size,
    height: size,
    isDark: (x, y) => {
      const column = moduleAt(x);
      const row = moduleAt(y);
      return row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column) !== 0;
    },
  });
}
