import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { runStatements } from '#functions/db/batch.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { noteCatalogueChanged } from '#functions/edge-cache/changed-tags.ts';
import { unindexSupplierProducts } from '#functions/domain/catalogue/product-search-index.ts';

/**
 * POST supplier/home/deregister: the owner closes the catalogue for good (decision 059). The
 * supplier row goes, and with it, by the foreign keys' cascades, everything that is the catalogue's:
 * products, menus, the company profile, posts, videos, sales-contact places, followers' marks and
 * tags on it, its notifications, share-link items, reports, the developer token and the app code.
 * The search index is no drizzle table: its rows go in the same batch. Media files stay in R2:
 * their keys are content hashes another catalogue may share. The owner's account stays, and
 * without a catalogue it may now be deleted. Its pages answer 404 from the next request on: the
 * request purges them from the edge before it answers (docs/decisions/068).
 */
export async function closeCatalogue(db: Database, supplierId: number): Promise<void> {
  noteCatalogueChanged(supplierId);
  await runStatements(db, [
    unindexSupplierProducts(supplierId),
    db.delete(suppliers).where(eq(suppliers.id, supplierId)),
  ]);
}
