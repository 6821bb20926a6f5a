import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, productFollows, supplierFollows } from '#functions/db/schema/index.ts';
import { setMark } from '#functions/domain/engagement/marks.ts';
import { notifyFollowers } from '#functions/domain/notifications/notify-followers.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';

const kindsOf = async (userId: number) =>
  await db()
    .select({ kind: notifications.kind, productId: notifications.productId })
    .from(notifications)
    .where(eq(notifications.userId, userId));

// The back office's product writes will call notifyFollowers with kind catalog_change (decision 039).
describe('notifyFollowers with kind catalog_change', () => {
  it('tells the supplier’s and the product’s watchers once each, not mere followers nor the editor, and flags nothing new', async () => {
    const [owner, supplierWatcher, productWatcher, watchesBoth, follower, otherProductWatcher] = await Promise.all(
      Array.from({ length: 6 }, () => makeUser(db())),
    );
    const supplier = await makeSupplier(db(), { ownerId: owner!.id });
    const [productId, otherProductId] = (await makeProducts(db(), supplier.id, [
      productFields(1),
      productFields(2),
    ])) as [number, number];
    await setMark(db(), supplierWatcher!.id, { kind: 'supplier', supplierName: supplier.name }, 'watch', true);
    await setMark(db(), productWatcher!.id, { kind: 'product', productId: productId }, 'watch', true);
    await setMark(db(), watchesBoth!.id, { kind: 'supplier', supplierName: supplier.name }, 'watch', true);
    await setMark(db(), watchesBoth!.id, { kind: 'product', productId: productId }, 'watch', true);
    await setMark(db(), follower!.id, { kind: 'supplier', supplierName: supplier.name }, 'followed', true);
    await setMark(db(), follower!.id, { kind: 'product', productId: productId }, 'followed', true);
    await setMark(db(), otherProductWatcher!.id, { kind: 'product', productId: otherProductId }, 'watch', true);
    await setMark(db(), owner!.id, { kind: 'supplier', supplierName: supplier.name }, 'watch', true);

    await notifyFollowers(db(), { kind: 'catalog_change', supplierId: supplier.id, productId, actorId: owner!.id });

    for (const who of [supplierWatcher!, productWatcher!, watchesBoth!])
      expect(await kindsOf(who.id)).toEqual([{ kind: 'catalog_change', productId }]);
    for (const who of [follower!, otherProductWatcher!, owner!]) expect(await kindsOf(who.id)).toEqual([]);
    const followRows = await db()
      .select({ isNew: supplierFollows.isNew })
      .from(supplierFollows)
      .where(and(eq(supplierFollows.userId, follower!.id), eq(supplierFollows.supplierId, supplier.id)));
    const productFollowRows = await db()
      .select({ isNew: productFollows.isNew })
      .from(productFollows)
      .where(eq(productFollows.userId, follower!.id));
    expect([...followRows, ...productFollowRows]).toEqual([{ isNew: false }, { isNew: false }]);
  });

  it('without a product, a change of the whole catalogue reaches the supplier’s watchers only', async () => {
    const [watcher, productWatcher] = await Promise.all([makeUser(db()), makeUser(db())]);
    const supplier = await makeSupplier(db());
    const [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
    await setMark(db(), watcher.id, { kind: 'supplier', supplierName: supplier.name }, 'watch', true);
    await setMark(db(), productWatcher.id, { kind: 'product', productId: productId }, 'watch', true);

    await notifyFollowers(db(), { kind: 'catalog_change', supplierId: supplier.id, actorId: null });

    expect(await kindsOf(watcher.id)).toEqual([{ kind: 'catalog_change', productId: null }]);
    expect(await kindsOf(productWatcher.id)).toEqual([]);
  });
});
