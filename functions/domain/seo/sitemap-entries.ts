import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, suppliers } from '#functions/db/schema/index.ts';
import { companyPath, productPath, storefrontPath } from '#src/shared/catalog-paths.ts';
import { activeSupplierIdByName } from '#functions/domain/suppliers/supplier-lookups.ts';
import {
  checkedChunkSize,
  MAX_SITEMAP_INDEX_ENTRIES,
  PAGES_BEFORE_PRODUCTS,
  sitemapFileCount,
  sitemapFilePath,
  sitemapFilePositions,
} from './sitemap-files.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

/** Suppliers read per D1 query while listing the index, so no read is unbounded. */
const SUPPLIERS_PER_READ = 1000;

export type SitemapIndexInput = {
  /** The request's origin: sitemaps must hold absolute URLs. */
  origin: string;
  /** URLs per file; SITEMAP_MAX_URLS unless a test wants small files. */
  chunkSize?: number;
  suppliersPerRead?: number;
};

/**
 * The sitemap index: every file of every active supplier, by supplier id, each dated by the
 * supplier's updatedAt (every catalogue or profile edit moves it). Suppliers are read a page at a
 * time by id; the product counts come from the (supplier, status, …) indexes without touching rows.
 */
export async function listSitemapFiles(db: Database, input: SitemapIndexInput): Promise<SitemapEntry[]> {
  const chunkSize = checkedChunkSize(input.chunkSize);
  const perRead = input.suppliersPerRead ?? SUPPLIERS_PER_READ;
  const entries: SitemapEntry[] = [];
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        updatedAt: suppliers.updatedAt,
        productCount: db.$count(products, and(eq(products.supplierId, suppliers.id), eq(products.status, 'active'))),
      })
      .from(suppliers)
      .where(and(eq(suppliers.status, 'active'), gt(suppliers.id, afterId)))
      .orderBy(asc(suppliers.id))
      .limit(perRead);
    for (const supplier of rows) {
      for (let fileNo = 1; fileNo <= sitemapFileCount(supplier.productCount, chunkSize); fileNo++) {
        // One index file holds no more; past this a second index level would be needed.
        if (entries.length === MAX_SITEMAP_INDEX_ENTRIES) return entries;
        entries.push({
          loc: new URL(sitemapFilePath(supplier.name, fileNo), input.origin).href,
          lastModified: supplier.updatedAt,
        });
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < perRead) return entries;
    afterId = last.id;
  }
}

export type SitemapFileInput = { origin: string; supplierName: string; fileNo: number; chunkSize?: number };

/**
 * The URLs of one sitemap file, or null when the supplier is unknown or disabled or the file is
 * past the end. One D1 round trip: the supplier, and the file's products picked by id order on the
 * index alone, so only the file's own rows are read from the table.
 */
export async function readSitemapFile(db: Database, input: SitemapFileInput): Promise<SitemapEntry[] | null> {
  const chunkSize = checkedChunkSize(input.chunkSize);
  if (!Number.isSafeInteger(input.fileNo) || input.fileNo < 1) return null;
  const { from, to } = sitemapFilePositions(input.fileNo, chunkSize);
  const productLimit = Math.max(0, to - Math.max(from, PAGES_BEFORE_PRODUCTS));
  const fileProductIds = db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.supplierId, activeSupplierIdByName(input.supplierName)), eq(products.status, 'active')))
    .orderBy(asc(products.id))
    .limit(productLimit)
    .offset(Math.max(0, from - PAGES_BEFORE_PRODUCTS));
  const [supplierRows, productRows] = await db.batch([
    db
      .select({ name: suppliers.name, companyName: suppliers.companyName, updatedAt: suppliers.updatedAt })
      .from(suppliers)
      .where(and(eq(suppliers.name, input.supplierName), eq(suppliers.status, 'active')))
      .limit(1),
    db
      .select({
        id: products.id,
        modelNumber: products.modelNumber,
        productName: products.productName,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(inArray(products.id, fileProductIds))
      .orderBy(asc(products.id))
      .limit(productLimit),
  ]);
  const supplier = supplierRows[0];
  if (!supplier) return null;

  const supplierPages = [storefrontPath(supplier.name), companyPath(supplier)].map((path) => ({
    path,
    lastModified: supplier.updatedAt,
  }));
  const productPages = productRows.map((product) => ({
    path: productPath(supplier.name, product),
    lastModified: product.updatedAt,
  }));
  const pages = [...supplierPages.slice(from, to), ...productPages];
  if (pages.length === 0) return null;
  // new URL percent-encodes what a slug may hold beyond ASCII, as sitemaps require.
  return pages.map((page) => ({ loc: new URL(page.path, input.origin).href, lastModified: page.lastModified }));
}
