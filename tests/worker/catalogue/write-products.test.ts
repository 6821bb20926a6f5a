import { asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  productAccessories,
  productDocuments,
  productMedias,
  products,
  productSpecs,
  suppliers,
} from '#functions/db/schema/index.ts';
import { setProductAccessories } from '#functions/domain/catalogue/write-products.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields, storeTestImage } from '#tests/worker/support/factories.ts';

const catalogVersionOf = async (supplierId: number) =>
  (await db().select({ version: suppliers.catalogVersion }).from(suppliers).where(eq(suppliers.id, supplierId)))[0]!
    .version;

describe('adding products', () => {
  it('returns the new ids in input order, each with its own parts, findable at once', async () => {
    const supplier = await makeSupplier(db());
    const images = await Promise.all([storeTestImage(), storeTestImage(), storeTestImage()]);
    const ids = await makeProducts(
      db(),
      supplier.id,
      images.map((key, index) =>
        productFields(index, {
          productName: `Gate valve DN${50 + index * 10}`,
          medias: [{ type: 'image', key }],
          highlights: [{ name: 'Size', value: `DN${50 + index * 10}` }],
          technicalDatas: [{ name: 'Body', value: 'Ductile iron' }],
        }),
      ),
    );
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    for (const [index, id] of ids.entries()) {
      const [product] = await db().select().from(products).where(eq(products.id, id));
      expect(product!.productName).toBe(`Gate valve DN${50 + index * 10}`);
      const medias = await db().select().from(productMedias).where(eq(productMedias.productId, id));
      expect(medias.map((media) => media.key)).toEqual([images[index]]);
      const specs = await db()
        .select()
        .from(productSpecs)
        .where(eq(productSpecs.productId, id))
        .orderBy(asc(productSpecs.section));
      expect(specs.map((spec) => [spec.section, spec.value])).toEqual([
        ['highlight', `DN${50 + index * 10}`],
        ['technical', 'Ductile iron'],
      ]);
    }
    const { body } = await callApi('/api/common/search/product/pager', {
      body: { supplierId: supplier.name, searchQuery: 'gate valve' },
    });
    expect(body.data.products.total).toBe(3);
  });

  it('writes large catalogues whole, in more than one transaction, with the version moved on', async () => {
    const supplier = await makeSupplier(db());
    const before = await catalogVersionOf(supplier.id);
    const many = Array.from({ length: 1203 }, (_, index) =>
      productFields(index, {
        documents: [{ name: `sheet-${index}.pdf`, key: 'k', size: 10, mimeType: 'application/pdf' }],
      }),
    );
    const ids = await makeProducts(db(), supplier.id, many);
    expect(ids).toEqual(Array.from({ length: 1203 }, (_, index) => ids[0]! + index));
    const [documents] = await db()
      .select({ n: count() })
      .from(productDocuments)
      .where(
        inArray(
          productDocuments.productId,
          db().select({ id: products.id }).from(products).where(eq(products.supplierId, supplier.id)),
        ),
      );
    expect(documents!.n).toBe(1203);
    expect(await catalogVersionOf(supplier.id)).toBeGreaterThan(before);
  });

  it('leaves nothing behind when a part cannot be written', async () => {
    const supplier = await makeSupplier(db());
    const before = await catalogVersionOf(supplier.id);
    const broken = productFields(2, {
      documents: [{ name: null as unknown as string, key: 'k', size: 1, mimeType: 'application/pdf' }],
    });
    await expect(makeProducts(db(), supplier.id, [productFields(1), broken])).rejects.toThrow();
    const [left] = await db().select({ n: count() }).from(products).where(eq(products.supplierId, supplier.id));
    expect(left!.n).toBe(0);
    expect(await catalogVersionOf(supplier.id)).toBe(before);
    const { body } = await callApi('/api/common/search/product/pager', {
      body: { supplierId: supplier.name, searchQuery: 'Test product' },
    });
    expect(body.data.products.total).toBe(0);
  });

  it('keeps the text of every field exactly, quotes and all', async () => {
    const supplier = await makeSupplier(db());
    const name = `Ball valve 1/2" "full bore" — 20 bar, 100% tested, O'ring \\ NBR`;
    const [id] = await makeProducts(db(), supplier.id, [productFields(1, { productName: name, price: '' })]);
    const [product] = await db().select().from(products).where(eq(products.id, id!));
    expect(product!.productName).toBe(name);
    expect(product!.price).toBe('');
    expect(product!.status).toBe('active');
  });
});

describe('adding products at the same time', () => {
  it('gives concurrent writes their own ids, and every product its own parts', async () => {
    const [first, second] = [await makeSupplier(db()), await makeSupplier(db())];
    const write = (supplierId: number, label: string) =>
      makeProducts(
        db(),
        supplierId,
        Array.from({ length: 30 }, (_, index) =>
          productFields(index, { productName: `${label} ${index}`, highlights: [{ name: 'Made by', value: label }] }),
        ),
      );
    const [firstIds, secondIds] = await Promise.all([write(first.id, 'first'), write(second.id, 'second')]);
    expect(new Set([...firstIds, ...secondIds]).size).toBe(60);
    const rows = await db()
      .select({ id: products.id, name: products.productName, value: productSpecs.value })
      .from(products)
      .innerJoin(productSpecs, eq(productSpecs.productId, products.id))
      .where(inArray(products.supplierId, [first.id, second.id]));
    expect(rows).toHaveLength(60);
    for (const row of rows) expect(row.name.startsWith(row.value)).toBe(true);
  });
});

describe('accessories', () => {
  it('must be products of the same supplier', async () => {
    const [mine, theirs] = [await makeSupplier(db()), await makeSupplier(db())];
    const [product, accessory] = await makeProducts(db(), mine.id, [productFields(1), productFields(2)]);
    const [foreign] = await makeProducts(db(), theirs.id, [productFields(3)]);
    await setProductAccessories(db(), mine.id, product!, [accessory!]);
    await expect(setProductAccessories(db(), mine.id, product!, [accessory!, foreign!])).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ field: 'accessoryIds', code: 'accessory_not_found' }],
    });
    const linked = await db().select().from(productAccessories).where(eq(productAccessories.productId, product!));
    expect(linked.map((row) => row.accessoryId)).toEqual([accessory]);
  });
});
