import { eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';

/**
 * Every edit of a supplier's catalogue or profile runs this in the same batch as the edit: the new
 * version makes every cached page of the old one unreachable at once (DESIGN §3).
 */
export function bumpCatalogVersion(db: Database, supplierId: number, now = Date.now()) {
  return db
    .update(suppliers)
    .set({ catalogVersion: sql`${suppliers.catalogVersion} + 1`, updatedAt: now })
    .where(eq(suppliers.id, supplierId));
}
