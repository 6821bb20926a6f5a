import { eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { noteCatalogueChanged } from '#functions/edge-cache/changed-tags.ts';

/**
 * Every edit of a supplier's catalogue or profile runs this in the same batch as the edit: the new
 * version makes every cached page of the old one unreachable at once (DESIGN §3), and the request
 * purges the supplier's pages at the edge before it answers (docs/decisions/068).
 */
export function bumpCatalogVersion(db: Database, supplierId: number, now = Date.now()) {
  return db
    .update(suppliers)
    .set({ catalogVersion: nextCatalogVersion(supplierId), updatedAt: now })
    .where(eq(suppliers.id, supplierId));
}

/** The version's next value, for an update of the supplier's row that changes more than the version. */
export function nextCatalogVersion(supplierId: number) {
  noteCatalogueChanged(supplierId);
  return sql<number>`${suppliers.catalogVersion} + 1`;
}
