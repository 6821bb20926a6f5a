/** One range of a `Range: bytes=…` header, in the shapes R2 accepts. */
export type ByteRange = { offset: number; length?: number } | { suffix: number };

/**
 * Reads a single-range `Range` header (`bytes=10-19`, `bytes=990-`, `bytes=-5`). Anything else —
 * another unit, several ranges, nonsense — is ignored, which RFC 9110 allows: the whole file is sent.
 */
export function parseByteRange(header: string | null): ByteRange | null {
  const match = header?.trim().match(/^bytes=(\d{0,15})-(\d{0,15})$/i);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') return Number(last) > 0 ? { suffix: Number(last) } : null;
  const offset = Number(first);
  if (last === '') return { offset };
  const end = Number(last);
  return end >= offset ? { offset, length: end - offset + 1 } : null;
}

/** The first and last byte a range covers in an object of `size` bytes, or null if it covers none. */
export function rangeBounds(range: ByteRange, size: number): { first: number; last: number } | null {
  if ('suffix' in range) return size > 0 ? { first: Math.max(0, size - range.suffix), last: size - 1 } : null;
  if (range.offset >= size) return null;
  const last = range.length === undefined ? size - 1 : Math.min(size - 1, range.offset + range.length - 1);
  return { first: range.offset, last };
}
