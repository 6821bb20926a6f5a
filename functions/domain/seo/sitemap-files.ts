import { isValidSupplierName } from '#src/shared/supplier-name.ts';

// How a supplier's sitemap is cut into files. Each supplier's URLs form one list, storefront and
// company page first, then its products by id; file n holds positions [(n-1)·size, n·size).

/** Sitemaps.org allows 50,000 URLs per file; fewer keep each file's D1 read and response small. */
export const SITEMAP_MAX_URLS = 10_000;

/** The storefront and the company page, which open the supplier's first file. */
export const PAGES_BEFORE_PRODUCTS = 2;

/** Sitemaps.org: at most 50,000 sitemaps in one index. */
export const MAX_SITEMAP_INDEX_ENTRIES = 50_000;

/** Files a supplier needs: a supplier without products still has its storefront and company page. */
export function sitemapFileCount(productCount: number, chunkSize: number): number {
  return Math.ceil((productCount + PAGES_BEFORE_PRODUCTS) / chunkSize);
}

/** The positions of file n in the supplier's list: from inclusive, to exclusive. */
export function sitemapFilePositions(fileNo: number, chunkSize: number): { from: number; to: number } {
  return { from: (fileNo - 1) * chunkSize, to: fileNo * chunkSize };
}

export function checkedChunkSize(chunkSize: number = SITEMAP_MAX_URLS): number {
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1 || chunkSize > SITEMAP_MAX_URLS)
    throw new RangeError(`sitemap chunk size out of range: ${chunkSize}`);
  return chunkSize;
}

/** `/sitemaps/{supplierName}-{n}.xml`, n from 1. */
export function sitemapFilePath(supplierName: string, fileNo: number): string {
  return `/sitemaps/${supplierName}-${fileNo}.xml`;
}

/** Six digits are far past any real catalogue, and keep a made-up number from asking for a huge offset. */
const FILE_ID = /^(.+)-([1-9]\d{0,5})$/;

/**
 * `{supplierName}-{n}` (the file name without `.xml`) read back; null when it cannot name a file.
 * Names contain dashes too, so the number is what follows the last one.
 */
export function parseSitemapFileId(fileId: string): { supplierName: string; fileNo: number } | null {
  const match = FILE_ID.exec(fileId);
  if (!match?.[1] || !match[2] || !isValidSupplierName(match[1])) return null;
  return { supplierName: match[1], fileNo: Number(match[2]) };
}
