import { describe, expect, it } from 'vitest';
import { parseByteRange, rangeBounds } from '#functions/lib/media/byte-range.ts';

describe('Range headers', () => {
  it('read the three single-range forms', () => {
    expect(parseByteRange('bytes=10-19')).toEqual({ offset: 10, length: 10 });
    expect(parseByteRange('bytes=990-')).toEqual({ offset: 990 });
    expect(parseByteRange('bytes=-5')).toEqual({ suffix: 5 });
  });

  it('are ignored when absent, malformed, reversed, multiple or in another unit', () => {
    for (const header of [
      null,
      '',
      'bytes=',
      'bytes=-',
      'bytes=-0',
      'bytes=20-10',
      'bytes=0-1,5-6',
      'items=0-5',
      'bytes=a-b',
      'bytes=1e3-',
    ]) {
      expect(parseByteRange(header), String(header)).toBeNull();
    }
  });

  it('resolve to the bytes of the object they cover, clipped to its end', () => {
    expect(rangeBounds({ offset: 10, length: 10 }, 1000)).toEqual({ first: 10, last: 19 });
    expect(rangeBounds({ offset: 990, length: 50 }, 1000)).toEqual({ first: 990, last: 999 });
    expect(rangeBounds({ offset: 990 }, 1000)).toEqual({ first: 990, last: 999 });
    expect(rangeBounds({ suffix: 5 }, 1000)).toEqual({ first: 995, last: 999 });
    expect(rangeBounds({ suffix: 5000 }, 1000)).toEqual({ first: 0, last: 999 });
  });

  it('cover nothing when they start past the end', () => {
    expect(rangeBounds({ offset: 1000 }, 1000)).toBeNull();
    expect(rangeBounds({ suffix: 5 }, 0)).toBeNull();
  });
});
