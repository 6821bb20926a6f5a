import { crc32, inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { encodeMonochromePng } from '#functions/lib/monochrome-png.ts';
import { qrCodePng } from '#functions/lib/qrcode/qr-code-png.ts';

/** Reads a 1-bit greyscale PNG back with Node's zlib, checking every chunk's CRC on the way. */
function decode(png: Uint8Array) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(view.getUint32(offset + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  const header = new DataView(chunks[0]!.data.buffer, chunks[0]!.data.byteOffset, 13);
  const width = header.getUint32(0);
  const height = header.getUint32(4);
  expect([...chunks[0]!.data.subarray(8)]).toEqual([1, 0, 0, 0, 0]);
  const raw = inflateSync(chunks[1]!.data);
  const rowBytes = 1 + Math.ceil(width / 8);
  expect(raw.length).toBe(rowBytes * height);
  for (let y = 0; y < height; y++) expect(raw[y * rowBytes], 'filter byte').toBe(0);
  const isDark = (x: number, y: number) => ((raw[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1) === 0;
  return { width, height, isDark };
}

describe('encodeMonochromePng', () => {
  it('writes a valid 1-bit greyscale PNG with the given pixels, rows padded to whole bytes', async () => {
    const dark = (x: number, y: number) => x === y || x === 9;
    const image = decode(await encodeMonochromePng({ width: 10, height: 3, isDark: dark }));
    expect([image.width, image.height]).toEqual([10, 3]);
    for (let y = 0; y < 3; y++) for (let x = 0; x < 10; x++) expect(image.isDark(x, y), `${x},${y}`).toBe(dark(x, y));
  });
});

describe('qrCodePng', () => {
  it('draws every module of the code as a square of whole pixels inside a 2-module light margin, about 300 px wide', async () => {
    const text = 'https://vitrine.test/demo/product/42/bv-200-brass-ball-valve';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const image = decode(await qrCodePng(text));
    const span = modules.size + 4;
    const scale = image.width / span;
    expect(Number.isInteger(scale)).toBe(true);
    expect(image.height).toBe(image.width);
    expect(image.width).toBeGreaterThan(300 - span);
    expect(image.width).toBeLessThanOrEqual(300);
    const wrong: string[] = [];
    let darkPixels = 0;
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const row = Math.floor(y / scale) - 2;
        const column = Math.floor(x / scale) - 2;
        const inCode = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
        const dark = image.isDark(x, y);
        if (dark) darkPixels++;
        if (dark !== (inCode && modules.get(row, column) === 1)) wrong.push(`${x},${y}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(darkPixels).toBeGreaterThan(image.width * image.height * 0.3);
  });

  it('draws different codes for different addresses', async () => {
    const a = await qrCodePng('https://vitrine.test/demo/product/1/a');
    const b = await qrCodePng('https://vitrine.test/demo/product/2/a');
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
