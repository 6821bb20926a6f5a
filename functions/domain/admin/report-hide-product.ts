import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { runStatements } from '#functions/db/batch.ts';
import { products } from '#functions/db/schema/index.ts';
import { reindexProducts } from '#functions/domain/catalogue/write-products.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { auditRow, type AdminActor } from './audit-log.ts';

/**
 * Hides a reported product: disabled, as its owner's Disable does (decision 018), so it leaves the
 * storefront, the search index and the counts in the same batch and cached pages move on. The owner
 * still sees it in their list and may enable it again. Hiding a hidden product changes and records nothing.
 */
export async function hideReportedProduct(
  db: Database,
  actor: AdminActor,
  report: { id: number; supplierId: number; productId: number },
  now = Date.now(),
): Promise<void> {
  await runStatements(db, [
    db
      .update(products)
      .set({ status: 'disabled', updatedAt: now })
      .where(and(eq(products.id, report.productId), eq(products.status, 'active'))),
    auditRow(
      db,
      actor,
      {
        action: 'product_hidden',
        targetType: 'product',
        targetId: report.productId,
        targetLabel: sql`(select ${products.productName} from ${products} where ${products.id} = ${report.productId})`,
        note: `Report ${report.id}`,
      },
      { now },
    ),
    ...reindexProducts([report.productId]),
    bumpCatalogVersion(db, report.supplierId, now),
  ]);
}
