import { describe, expect, it } from 'vitest';
import {
  checkedChunkSize,
  parseSitemapFileId,
  sitemapFileCount,
  sitemapFilePath,
  sitemapFilePositions,
  SITEMAP_MAX_URLS,
} from '#functions/domain/seo/sitemap-files.ts';

describe('sitemap files of a supplier', () => {
  it('counts the storefront and company page with the products, 10,000 URLs per file by default', () => {
    expect(sitemapFileCount(0, SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapFileCount(9_998, SITEMAP_MAX_URLS)).toBe(1);
    expect(sitemapFileCount(9_999, SITEMAP_MAX_URLS)).toBe(2);
    expect(sitemapFileCount(100_000, SITEMAP_MAX_URLS)).toBe(11);
  });

  it('places file n at positions [(n-1)·size, n·size) of the list', () => {
    expect(sitemapFilePositions(1, 5)).toEqual({ from: 0, to: 5 });
    expect(sitemapFilePositions(3, 5)).toEqual({ from: 10, to: 15 });
  });

  it('refuses chunk sizes a file could not be cut by, or bigger than a file may be', () => {
    expect(checkedChunkSize()).toBe(SITEMAP_MAX_URLS);
    for (const size of [0, -1, 2.5, Number.NaN, SITEMAP_MAX_URLS + 1])
      expect(() => checkedChunkSize(size), String(size)).toThrow(RangeError);
  });

  it('names files /sitemaps/{supplierName}-{n}.xml and reads the name back, dashes included', () => {
    expect(sitemapFilePath('nordic-fasteners', 2)).toBe('/sitemaps/nordic-fasteners-2.xml');
    expect(parseSitemapFileId('nordic-fasteners-2')).toEqual({ supplierName: 'nordic-fasteners', fileNo: 2 });
    expect(parseSitemapFileId('3m-europe-12')).toEqual({ supplierName: '3m-europe', fileNo: 12 });
    expect(parseSitemapFileId('demo-1')).toEqual({ supplierName: 'demo', fileNo: 1 });
  });

  it('reads no file from a bad number, a bad or reserved name, or a missing part', () => {
    for (const id of [
      'demo',
      'demo-0',
      'demo-01',
      'demo-x',
      'demo-1234567',
      'Demo-1',
      'ab-1',
      '-1',
      'demo--1',
      'admin-1',
      'demo-1.xml',
      'demo-1-',
    ]) {
      expect(parseSitemapFileId(id), id).toBeNull();
    }
  });
});
