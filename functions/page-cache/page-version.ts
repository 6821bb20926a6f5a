import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { products, suppliers } from '../db/schema/index.ts';

/** What a cached copy of a supplier's page depends on (DESIGN §3). */
export type PageVersion = { status: 'active' | 'disabled'; catalogVersion: number; productUpdated: number | null };

/**
 * The supplier's current catalogVersion (and the product's `updated`), in one indexed read: the
 * only D1 query a cache hit makes. Read on every request, never kept: the request right after an
 * edit, wherever it lands, already sees the new version (docs/decisions/007).
 */
export async function readPageVersion(db: Database, supplierName: string, productId: number | null): Promise<PageVersion | null> {
  const [row] = await db
    .select({ status: suppliers.status, catalogVersion: suppliers.catalogVersion, productUpdated: products.updatedAt })
    .from(suppliers)
    .leftJoin(products, and(eq(products.id, productId ?? 0), eq(products.supplierId, suppliers.id), eq(products.status, 'active')))
    .where(eq(suppliers.name, supplierName))
    .limit(1);
  return row ?? null;
}
