import { describe, expect, it } from 'vitest';
import { formatFileSize } from '#src/shared/file-size.ts';
import { slugify } from '#src/shared/catalog-paths.ts';
import { qrDownloadName } from '#src/lib/qr-download-name.ts';

describe('the slug of a name (spec: company and product links)', () => {
  it('trims, turns each run of other characters into one dash and lower-cases', () => {
    expect(slugify('  Meridian Industrial Supply Co., Ltd.  ')).toBe('meridian-industrial-supply-co-ltd-');
    expect(slugify('MTX-BV2-015B 2-Piece Brass Ball Valve DN15 (1/2")')).toBe(
      'mtx-bv2-015b-2-piece-brass-ball-valve-dn15-1-2-',
    );
  });

  it('keeps letters and digits of any script', () => {
    expect(slugify('Müller & Söhne GmbH')).toBe('müller-söhne-gmbh');
  });
});

describe('file sizes (spec §5: B, KB or MB, up to 2 decimals, trailing zeros trimmed)', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1100, '1.07 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [2_621_440, '2.5 MB'],
    [3 * 1024 ** 3, '3072 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('the QR download name', () => {
  it('drops dots and spaces and adds .png', () => {
    expect(qrDownloadName('Meridian Industrial Supply Co., Ltd.')).toBe('MeridianIndustrialSupplyCo,Ltd.png');
    expect(qrDownloadName('MTX-AG115-750 750 W Angle Grinder')).toBe('MTX-AG115-750750WAngleGrinder.png');
  });

  it('is qrcode.png without a name', () => {
    expect(qrDownloadName('')).toBe('qrcode.png');
    expect(qrDownloadName(' . ')).toBe('qrcode.png');
    expect(qrDownloadName(null)).toBe('qrcode.png');
  });
});

describe('product page addresses', () => {
  it('cut a very long title by whole characters, never inside one', async () => {
    const { productPath } = await import('#src/shared/catalog-paths.ts');
    // 'm-' and 77 letters, then a character of two UTF-16 units at the cut (the 80th).
    const name = `${'a'.repeat(77)}𠮷 and more words after the cut`;
    const path = productPath('demo', { id: 7, modelNumber: 'M', productName: name });
    expect(decodeURIComponent(path.split('/')[4]!)).toBe(`m-${'a'.repeat(77)}𠮷`);
  });
});
