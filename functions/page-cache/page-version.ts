import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products, suppliers } from '#functions/db/schema/index.ts';
import type { CacheablePage } from './cacheable-page.ts';

/**
 * What a cached copy of a supplier's page depends on (DESIGN §3): the supplier's catalogVersion,
 * a product page's product, and for the company page what it shows of others: the related
 * company (its own version) and the sales contacts (their profiles).
 */
export type PageVersion = {
  /**
   * Which supplier: a closed catalogue's name may be taken again, and the new catalogue starts at
   * version 1 too. Ids are never given twice (AUTOINCREMENT), so its pages never meet the old ones'.
   */
  supplierId: number;
  status: 'active' | 'disabled';
  catalogVersion: number;
  productUpdated: number | null;
  others: string | null;
  /** The company page's related supplier and sales contacts, whose changes it shows (its edge tags). */
  shown: { supplierIds: number[]; userIds: number[] };
};

/** The related supplier's version and the contacts' last change, as one comparable value. */
const companyPageOthers = sql<string>`(
  (select coalesce(max(related.catalog_version), 0) from suppliers related where related.id = ${suppliers.relatedSupplierId} and related.status = 'active')
  || '.' || (select coalesce(max(u.updated_at), 0) || '.' || count(*) from company_contacts c join users u on u.id = c.user_id where c.supplier_id = ${suppliers.id} and u.status = 'active')
)`;

/** Who the company page shows besides its supplier: `related` and the contacts' ids, comma-separated. */
const companyPageShown = sql<string>`(
  coalesce(${suppliers.relatedSupplierId}, '') || ':' || coalesce((select group_concat(c.user_id) from company_contacts c where c.supplier_id = ${suppliers.id}), '')
)`;

function readShown(shown: string | null): PageVersion['shown'] {
  const [related = '', contacts = ''] = (shown ?? '').split(':');
  const ids = (list: string) => list.split(',').filter(Boolean).map(Number);
  return { supplierIds: ids(related), userIds: ids(contacts) };
}

/**
 * The supplier's current catalogVersion (and the product's `updated`), in one indexed read: the
 * only D1 query a cache hit makes. Read on every request, never kept: the request right after an
 * edit, wherever it lands, already sees the new version (docs/decisions/007).
 */
export async function readPageVersion(db: Database, page: CacheablePage): Promise<PageVersion | null> {
  const [row] = await db
    .select({
      supplierId: suppliers.id,
      status: suppliers.status,
      catalogVersion: suppliers.catalogVersion,
      productUpdated: products.updatedAt,
      others: page.kind === 'company' ? companyPageOthers : sql<null>`null`,
      shown: page.kind === 'company' ? companyPageShown : sql<null>`null`,
    })
    .from(suppliers)
    .leftJoin(
      products,
      and(eq(products.id, page.productId ?? 0), eq(products.supplierId, suppliers.id), eq(products.status, 'active')),
    )
    .where(eq(suppliers.name, page.supplierName))
    .limit(1);
  return row ? { ...row, shown: readShown(row.shown) } : null;
}
