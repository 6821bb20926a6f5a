import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRoundTrips } from '#functions/db/round-trips.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { companyPath, productPath } from '#src/shared/catalog-paths.ts';
import { listSitemapFiles, readSitemapFile } from '#functions/domain/seo/sitemap-entries.ts';
import { GET as robotsRoute } from '#src/pages/robots.txt.ts';
import { GET as sitemapIndexRoute } from '#src/pages/sitemap.xml.ts';
import { GET as sitemapFileRoute } from '#src/pages/sitemaps/[file].xml.ts';
import { db, ORIGIN } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';

const CHUNK = 5;
const SUPPLIER_UPDATED = Date.UTC(2026, 2, 14, 9, 26, 53);

type Supplier = { id: number; name: string; companyName: string };
/** A supplier with products at positions 3 and 7 disabled, and another supplier's products between its own. */
let mixed: Supplier & { activeProducts: { id: number; modelNumber: string; productName: string; updatedAt: number }[] };
/** 8 products: with the storefront and company page, exactly two files of five. */
let exact: Supplier;
let empty: Supplier;
let disabled: Supplier;

async function supplierWith(
  companyName: string,
  productCount: number,
  overrides: { status?: 'disabled' } = {},
): Promise<Supplier> {
  const supplier = await makeSupplier(db(), { companyName, ...overrides });
  await makeProducts(
    db(),
    supplier.id,
    Array.from({ length: productCount }, (_, index) => productFields(index + 1)),
  );
  await db().update(suppliers).set({ updatedAt: SUPPLIER_UPDATED }).where(eq(suppliers.id, supplier.id));
  return { ...supplier, companyName };
}

beforeAll(async () => {
  const companyName = 'Smith & <Sons> "Ltd" \'X\'';
  const base = await makeSupplier(db(), { companyName });
  const products = Array.from({ length: 14 }, (_, index) => ({
    ...productFields(index + 1, { productName: `Ø-ring café & <seal> ${index + 1}` }),
    status: index === 3 || index === 7 ? ('disabled' as const) : ('active' as const),
    updatedAt: Date.UTC(2026, 0, 1 + index),
  }));
  const firstIds = await makeProducts(db(), base.id, products.slice(0, 6));
  const neighbour = await makeSupplier(db());
  await makeProducts(db(), neighbour.id, [productFields(1), productFields(2)]);
  const ids = [...firstIds, ...(await makeProducts(db(), base.id, products.slice(6)))];
  await db().update(suppliers).set({ updatedAt: SUPPLIER_UPDATED }).where(eq(suppliers.id, base.id));
  const activeProducts = products.flatMap((product, index) =>
    product.status === 'active' ? [{ ...product, id: ids[index] ?? 0 }] : [],
  );
  mixed = { ...base, companyName, activeProducts };
  exact = await supplierWith('Exact Co', 8);
  empty = await supplierWith('Empty Co', 0);
  disabled = await supplierWith('Disabled Co', 3, { status: 'disabled' });
});

const absolute = (path: string) => new URL(path, ORIGIN).href;
const storefrontAndCompany = (supplier: Supplier) => [absolute(`/${supplier.name}`), absolute(companyPath(supplier))];
const fileUrl = (supplier: Supplier, fileNo: number) => `${ORIGIN}/sitemaps/${supplier.name}-${fileNo}.xml`;

async function readFile(supplier: Supplier, fileNo: number, chunkSize = CHUNK) {
  return readSitemapFile(db(), { origin: ORIGIN, supplierName: supplier.name, fileNo, chunkSize });
}

describe('the sitemap index', () => {
  it('lists every file of each active supplier, and nothing of a disabled one', async () => {
    const locs = (await listSitemapFiles(db(), { origin: ORIGIN, chunkSize: CHUNK })).map((entry) => entry.loc);
    // 12 active products + 2 pages = 14 URLs → 3 files; 8 + 2 = 10 → exactly 2; none + 2 → 1.
    expect(locs.filter((loc) => loc.includes(`/${mixed.name}-`))).toEqual(
      [1, 2, 3].map((fileNo) => fileUrl(mixed, fileNo)),
    );
    expect(locs.filter((loc) => loc.includes(`/${exact.name}-`))).toEqual([fileUrl(exact, 1), fileUrl(exact, 2)]);
    expect(locs.filter((loc) => loc.includes(`/${empty.name}-`))).toEqual([fileUrl(empty, 1)]);
    expect(locs.some((loc) => loc.includes(disabled.name))).toBe(false);
  });

  it('dates each file by its supplier’s last edit', async () => {
    const entries = await listSitemapFiles(db(), { origin: ORIGIN, chunkSize: CHUNK });
    const exactEntries = entries.filter((entry) => entry.loc.includes(`/${exact.name}-`));
    expect(exactEntries.map((entry) => entry.lastModified)).toEqual([SUPPLIER_UPDATED, SUPPLIER_UPDATED]);
  });

  it('gives the same list whatever number of suppliers each read takes', async () => {
    const all = await listSitemapFiles(db(), { origin: ORIGIN, chunkSize: CHUNK });
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const suppliersPerRead of [1, 2, 3])
      expect(await listSitemapFiles(db(), { origin: ORIGIN, chunkSize: CHUNK, suppliersPerRead })).toEqual(all);
  });
});

describe('a supplier’s sitemap files', () => {
  it('open with the storefront and company page, then hold the active products by id, each exactly once', async () => {
    const files = await Promise.all([1, 2, 3].map((fileNo) => readFile(mixed, fileNo)));
    const locs = files.map((file) => file?.map((entry) => entry.loc));
    const productUrls = mixed.activeProducts.map((product) => absolute(productPath(mixed.name, product)));
    expect(locs).toEqual([
      [...storefrontAndCompany(mixed), ...productUrls.slice(0, 3)],
      productUrls.slice(3, 8),
      productUrls.slice(8, 12),
    ]);
    expect(productUrls).toHaveLength(12);
    expect(new Set(locs.flat()).size).toBe(14);
  });

  it('dates pages: the supplier’s pages by its last edit, each product by its own', async () => {
    const file = await readFile(mixed, 2);
    expect(file?.map((entry) => entry.lastModified)).toEqual(
      mixed.activeProducts.slice(3, 8).map((product) => product.updatedAt),
    );
    expect((await readFile(mixed, 1))?.slice(0, 2).map((entry) => entry.lastModified)).toEqual([
      SUPPLIER_UPDATED,
      SUPPLIER_UPDATED,
    ]);
  });

  it('end exactly where the URLs do: a file past the last one does not exist', async () => {
    expect((await readFile(exact, 2))?.length).toBe(CHUNK);
    expect(await readFile(exact, 3)).toBeNull();
    expect(await readFile(mixed, 4)).toBeNull();
    expect((await readFile(exact, 1, 10))?.length).toBe(10);
    expect(await readFile(exact, 2, 10)).toBeNull();
    expect((await readFile(empty, 1))?.map((entry) => entry.loc)).toEqual(storefrontAndCompany(empty));
    expect(await readFile(empty, 2)).toBeNull();
  });

  it('cut right even when a file holds only the storefront or the company page', async () => {
    expect((await readFile(exact, 1, 1))?.map((entry) => entry.loc)).toEqual(storefrontAndCompany(exact).slice(0, 1));
    expect((await readFile(exact, 2, 1))?.map((entry) => entry.loc)).toEqual(storefrontAndCompany(exact).slice(1));
    expect((await readFile(exact, 10, 1))?.length).toBe(1);
    expect(await readFile(exact, 11, 1)).toBeNull();
  });

  it('do not exist for an unknown or disabled supplier', async () => {
    expect(await readFile(disabled, 1)).toBeNull();
    expect(await readSitemapFile(db(), { origin: ORIGIN, supplierName: 'no-such-supplier', fileNo: 1 })).toBeNull();
  });

  it('are read in one D1 round trip', async () => {
    const { result, roundTrips } = await countRoundTrips(() => readFile(mixed, 2));
    expect(result).toHaveLength(CHUNK);
    expect(roundTrips).toBe(1);
  });
});

/** The Astro routes' own handlers, called as Astro calls them (the test Worker has no Astro build). */
function context(path: string, params: Record<string, string> = {}): APIContext {
  return { url: new URL(path, ORIGIN), params } as unknown as APIContext;
}

describe('the crawler routes', () => {
  it('answer the sitemap index as XML, cacheable for an hour', async () => {
    const response = await sitemapIndexRoute(context('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expect(xml).toContain(`<sitemap><loc>${fileUrl(mixed, 1)}</loc><lastmod>2026-03-14T09:26:53Z</lastmod></sitemap>`);
    expect(xml).not.toContain(disabled.name);
  });

  it('answer a sitemap file as an escaped urlset with absolute, percent-encoded URLs and W3C dates', async () => {
    const response = await sitemapFileRoute(context(`/sitemaps/${mixed.name}-1.xml`, { file: `${mixed.name}-1` }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs[0]).toBe(`${ORIGIN}/${mixed.name}`);
    expect(locs[1]).toBe(absolute(companyPath(mixed)));
    expect(locs[2]).toMatch(new RegExp(`^${ORIGIN}/${mixed.name}/product/\\d+/tm-0001-%C3%B8-ring-caf%C3%A9-seal-1$`));
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const dates = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]);
    expect(dates).toHaveLength(14);
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('answer a plain 404 for a file that does not exist', async () => {
    for (const file of [`${mixed.name}-2`, `${disabled.name}-1`, 'no-such-supplier-1', `${mixed.name}-0`, 'nonsense']) {
      const response = await sitemapFileRoute(context(`/sitemaps/${file}.xml`, { file }));
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type'), file).toBe('text/plain; charset=utf-8');
    }
  });

  it('answer robots.txt as plain text naming the sitemap index of the origin', async () => {
    const response = await robotsRoute(context('/robots.txt'));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
