/**
 * A minimal PNG encoder for black-and-white pictures (1-bit greyscale), for QR codes and captchas. The qrcode
 * package's own PNG writer (toBuffer, over pngjs and node:zlib) is not in the build a Worker gets:
 * bundlers pick the package's browser entry, which only draws to canvas, SVG and text.
 * Compression is the platform's CompressionStream('deflate'), which writes the zlib format PNG asks for.
 */

export type Bitmap = { width: number; height: number; isDark: (x: number, y: number) => boolean };

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const compressed = new Response(data).body!.pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(compressed).arrayBuffer());
}

/** Every row is filter byte 0 (none) then the pixels, 8 to a byte, most significant first; 1 is white. */
function scanlines({ width, height, isDark }: Bitmap): Uint8Array<ArrayBuffer> {
  const rowBytes = 1 + Math.ceil(width / 8);
  const raw = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!isDark(x, y)) raw[y * rowBytes + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return raw;
}

export async function encodeMonochromePng(bitmap: Bitmap): Promise<Uint8Array<ArrayBuffer>> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, bitmap.width);
  view.setUint32(4, bitmap.height);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  const parts = [
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflate(scanlines(bitmap))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
