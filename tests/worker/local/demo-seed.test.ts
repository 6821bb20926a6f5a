import { env } from 'cloudflare:workers';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '#functions/db/schema/index.ts';
import { seedDemoCatalogue, type SeedSummary } from '#functions/local/seed/seed-catalogue.ts';
import { SEED_PASSWORD } from '#functions/local/seed/seed-accounts.ts';
import { verifyPassword } from '#functions/domain/accounts/password-hash.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';

const { suppliers, products, productMedias, productSpecs, productDocuments, productAccessories, catalogMenus } = schema;

// The seed's binaries come from disk in Node; any bytes do here except that the certificate scan
// must be a real PNG (it becomes a document). A 1×1 PNG:
const ONE_PIXEL_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAFgwJ/l0cQ0QAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const assets = { video: new TextEncoder().encode('not really a video'), certificateImage: ONE_PIXEL_PNG };

let summary: SeedSummary;
const supplierId = async (name: string) =>
  (await db().select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name)))[0]!.id;
/** The supplier's active products as a subquery: D1 binds at most 100 values, so no id lists. */
const activeProductsOf = (name: string) =>
  db()
    .select({ id: products.id })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(suppliers.name, name), eq(products.status, 'active')));
const countActiveProducts = async (name: string) => (await activeProductsOf(name)).length;

beforeAll(async () => {
  summary = await seedDemoCatalogue(db(), env.MEDIA, { assets });
}, 120_000);

describe('the demo seed', () => {
  it('creates the four fixed suppliers with their states', () => {
    expect(summary.suppliers.map(({ name, status }) => [name, status]).sort()).toEqual([
      ['demo', 'active'],
      ['disabled-co', 'disabled'],
      ['empty-co', 'active'],
      ['nordic-fasteners', 'active'],
    ]);
  });

  it('gives demo 120+ products over a two-level menu of 6+ nodes', async () => {
    expect(await countActiveProducts('demo')).toBeGreaterThanOrEqual(120);
    const menus = await db()
      .select()
      .from(catalogMenus)
      .where(eq(catalogMenus.supplierId, await supplierId('demo')));
    expect(menus.length).toBeGreaterThanOrEqual(6);
    const topLevel = menus.filter((menu) => menu.parentId === null);
    const children = menus.filter((menu) => menu.parentId !== null);
    expect(topLevel.length).toBeGreaterThan(0);
    expect(children.length).toBeGreaterThan(0);
    expect(children.every((child) => topLevel.some((parent) => parent.id === child.parentId))).toBe(true);
    const [unfiled] = await db()
      .select({ n: count() })
      .from(products)
      .where(and(inArray(products.id, activeProductsOf('demo')), isNull(products.menuId)));
    expect(unfiled!.n).toBe(0);
  });

  it('fills every product detail section of demo, with videos and 5+ images on some products', async () => {
    const demoProducts = activeProductsOf('demo');
    const sectionsPerProduct = await db()
      .select({ productId: productSpecs.productId, sections: sql<number>`count(distinct ${productSpecs.section})` })
      .from(productSpecs)
      .where(inArray(productSpecs.productId, demoProducts))
      .groupBy(productSpecs.productId);
    expect(sectionsPerProduct.length).toBe(await countActiveProducts('demo'));
    expect(sectionsPerProduct.every((row) => row.sections === 3)).toBe(true);

    const [withVideo] = await db()
      .select({ n: sql<number>`count(distinct ${productMedias.productId})` })
      .from(productMedias)
      .where(and(inArray(productMedias.productId, demoProducts), eq(productMedias.type, 'video')));
    expect(withVideo!.n).toBeGreaterThan(0);
    const imageCounts = await db()
      .select({ n: count() })
      .from(productMedias)
      .where(and(inArray(productMedias.productId, demoProducts), eq(productMedias.type, 'image')))
      .groupBy(productMedias.productId);
    expect(imageCounts.some((row) => row.n >= 5)).toBe(true);

    const [described] = await db()
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.supplierId, await supplierId('demo')), sql`${products.description} = ''`));
    expect(described!.n).toBe(0);
  });

  it('fills every company-profile section of demo', async () => {
    const id = await supplierId('demo');
    const rows = async (
      table:
        | typeof schema.companyHighlights
        | typeof schema.companyMedias
        | typeof schema.companyDocuments
        | typeof schema.companyTradeShows
        | typeof schema.companyContacts,
    ) => db().select().from(table).where(eq(table.supplierId, id));
    expect((await rows(schema.companyHighlights)).length).toBeGreaterThanOrEqual(4);
    expect((await rows(schema.companyMedias)).length).toBeGreaterThanOrEqual(3);
    const documents = await db()
      .select()
      .from(schema.companyDocuments)
      .where(eq(schema.companyDocuments.supplierId, id));
    expect(documents.length).toBeGreaterThanOrEqual(2);
    expect(documents.some((document) => document.mimeType === 'application/pdf')).toBe(true);
    expect((await rows(schema.companyTradeShows)).length).toBeGreaterThanOrEqual(2);
    expect((await rows(schema.companyContacts)).length).toBeGreaterThanOrEqual(2);

    const turnovers = await db()
      .select()
      .from(schema.companyTurnovers)
      .where(eq(schema.companyTurnovers.supplierId, id));
    const total = turnovers.reduce((sum, row) => sum + row.percent, 0);
    expect(turnovers.length).toBeGreaterThan(1);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100);

    const [posts] = await db().select({ n: count() }).from(schema.posts).where(eq(schema.posts.supplierId, id));
    expect(posts!.n).toBeGreaterThanOrEqual(12);
    const [demo] = await db().select().from(suppliers).where(eq(suppliers.id, id));
    expect(demo!.relatedSupplierId).toBe(await supplierId('nordic-fasteners'));
    expect(demo!.description).not.toBe('');
    expect(demo!.logoKey).not.toBeNull();
  });

  it('serves the PDF certificate from R2 as a PDF', async () => {
    const [pdf] = await db()
      .select()
      .from(schema.companyDocuments)
      .where(eq(schema.companyDocuments.mimeType, 'application/pdf'));
    const stored = await env.MEDIA.get(pdf!.key);
    const bytes = new Uint8Array(await stored!.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBe(pdf!.size);
  });

  it('gives nordic-fasteners 30+ products with documents and accessories, and empty-co none', async () => {
    const nordicProducts = activeProductsOf('nordic-fasteners');
    expect(await countActiveProducts('nordic-fasteners')).toBeGreaterThanOrEqual(30);
    const [documented] = await db()
      .select({ n: sql<number>`count(distinct ${productDocuments.productId})` })
      .from(productDocuments)
      .where(inArray(productDocuments.productId, nordicProducts));
    const [accessorised] = await db()
      .select({ n: sql<number>`count(distinct ${productAccessories.productId})` })
      .from(productAccessories)
      .where(inArray(productAccessories.productId, nordicProducts));
    expect(documented!.n).toBeGreaterThan(0);
    expect(accessorised!.n).toBeGreaterThan(0);
    expect(await countActiveProducts('empty-co')).toBe(0);
  });

  it('creates the four verified demo accounts with the printed password, demo owned and staffed by them', async () => {
    const accounts = await db()
      .select()
      .from(schema.users)
      .where(
        inArray(schema.users.email, [
          'buyer@vitrine.test',
          'owner@vitrine.test',
          'sales@vitrine.test',
          'admin@vitrine.test',
        ]),
      );
    expect(accounts).toHaveLength(4);
    expect(accounts.every((account) => account.emailVerified && account.status === 'active')).toBe(true);
    expect(accounts.filter((account) => account.isAdmin).map((account) => account.email)).toEqual([
      'admin@vitrine.test',
    ]);
    expect(await verifyPassword(SEED_PASSWORD, accounts[0]!.passwordHash)).toBe(true);

    const idOf = (email: string) => accounts.find((account) => account.email === email)!.id;
    const [demo] = await db().select().from(suppliers).where(eq(suppliers.name, 'demo'));
    expect(demo!.ownerId).toBe(idOf('owner@vitrine.test'));
    const contacts = await db()
      .select()
      .from(schema.companyContacts)
      .where(eq(schema.companyContacts.supplierId, demo!.id));
    expect(contacts.map((contact) => contact.userId)).toContain(idOf('sales@vitrine.test'));
  });

  it('keeps the search index in step: the storefront search finds seeded products by name', async () => {
    const { status, body } = await callApi('/api/common/search/product/pager', {
      body: { supplierId: 'demo', searchQuery: 'ball valve', pageSize: 60 },
    });
    expect(status).toBe(200);
    expect(body.data.products.total).toBeGreaterThan(0);
    expect(body.data.products.list.every((card: { productName: string }) => /ball valve/i.test(card.productName))).toBe(
      true,
    );
  });

  it('writes the same rows again on a second run', async () => {
    const snapshot = () =>
      db()
        .select({
          id: products.id,
          model: products.modelNumber,
          supplierId: products.supplierId,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .orderBy(products.id);
    const mediaKeys = () => db().select({ key: productMedias.key }).from(productMedias).orderBy(productMedias.id);
    const before = { rows: await snapshot(), keys: await mediaKeys() };
    await seedDemoCatalogue(db(), env.MEDIA, { assets });
    expect(await snapshot()).toEqual(before.rows);
    expect(await mediaKeys()).toEqual(before.keys);
  }, 120_000);
});
