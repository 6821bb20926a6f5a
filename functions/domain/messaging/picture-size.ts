/** A picture's size in pixels read from its header, or null when the header does not say. */
export function pictureSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: the IHDR chunk follows the 8-byte signature; width and height are its first two numbers.
  if (bytes[0] === 0x89 && bytes.length >= 24) return sized(view.getUint32(16), view.getUint32(20));
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return null;
}

function sized(width: number, height: number) {
  return width > 0 && height > 0 ? { width, height } : null;
}

/** JPEG: walk the segments to the start-of-frame marker, which holds height then width. */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return sized(view.getUint16(offset + 7), view.getUint16(offset + 5));
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}
