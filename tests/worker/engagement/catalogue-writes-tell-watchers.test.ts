import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '#functions/db/schema/index.ts';
import { addOwnerMenu, renameOwnerMenu } from '#functions/domain/catalogue/catalogue-menus.ts';
import { importProducts } from '#functions/domain/catalogue/import-products.ts';
import { setMark } from '#functions/domain/engagement/marks.ts';
import type { CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import { db, ORIGIN } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

// The watchers' notice is made by the domain's catalogue writes, not by the API handlers that call
// them (issue 25): a caller cannot forget it, and a write that stores nothing tells nobody.
describe('catalogue writes tell the watchers themselves', () => {
  it('hand the notice to afterAnswer once stored; a dry run, a faulty import or a refused write hand none', async () => {
    const [owner, watcher] = await Promise.all([makeUser(db()), makeUser(db())]);
    const supplier = await makeSupplier(db(), { ownerId: owner.id });
    await setMark(db(), watcher.id, { kind: 'supplier', supplierName: supplier.name }, 'watch', true);
    const notices: Promise<unknown>[] = [];
    const editor: CatalogueEditor = {
      supplierId: supplier.id,
      actorId: owner.id,
      afterAnswer: (work) => notices.push(work),
    };
    const pictures = { bucket: env.MEDIA, siteOrigin: ORIGIN, fetcher: fetch, windows: env };
    const rows = [{ line: 2, modelNumber: 'TELL-1', productName: 'Told' }];

    await importProducts(db(), pictures, editor, { dryRun: true, rows });
    await importProducts(db(), pictures, editor, { dryRun: false, rows: [{ line: 2, productName: 'No model' }] });
    await expect(renameOwnerMenu(db(), editor, 999_999, 'Nowhere')).rejects.toMatchObject({ kind: 'not_found' });
    expect(notices).toEqual([]);

    expect((await importProducts(db(), pictures, editor, { dryRun: false, rows })).created).toBe(1);
    await addOwnerMenu(db(), editor, { name: 'News', parentId: null });
    expect(notices).toHaveLength(2);
    await Promise.all(notices);
    // One notice per edit session (decision 013), so the second write adds no row.
    expect(
      await db()
        .select({ kind: notifications.kind, supplierId: notifications.supplierId })
        .from(notifications)
        .where(eq(notifications.userId, watcher.id)),
    ).toEqual([{ kind: 'catalog_change', supplierId: supplier.id }]);
  });
});
