import { sql } from 'drizzle-orm';
import { products, suppliers } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { productCardColumns, toProductCard, type ProductCardRow } from '#functions/domain/catalogue/product-cards.ts';
import { productMarkColumns, supplierMarkColumns } from './mark-flags.ts';
import type { MarkedProduct, MarkedSupplier, ProductMarks } from '#src/shared/engagement.ts';

// The cards of the signed-in user's lists (My catalogue, recently viewed): the public card and the
// user's own marks on it, selected in one query and mapped here only.

/** Columns of a select over `suppliers`. */
export function markedSupplierColumns(userId: number) {
  return {
    id: suppliers.name,
    companyName: suppliers.companyName,
    avatarKey: suppliers.avatarKey,
    catalogVersion: suppliers.catalogVersion,
    ...supplierMarkColumns(userId, sql`${suppliers.id}`),
  };
}

export function toMarkedSupplier({
  avatarKey,
  ...row
}: Omit<MarkedSupplier, 'avatar'> & { avatarKey: string | null }): MarkedSupplier {
  return { ...row, avatar: mediaUrlOrNull(avatarKey) };
}

/** Columns of a select over `products` joined to their `suppliers`. */
export function markedProductColumns(userId: number) {
  return { ...productCardColumns, supplierName: suppliers.name, ...productMarkColumns(userId, sql`${products.id}`) };
}

export function toMarkedProduct(row: ProductCardRow & ProductMarks & { supplierName: string }): MarkedProduct {
  return {
    ...toProductCard(row),
    star: row.star,
    supplierId: row.supplierName,
    followed: row.followed,
    watch: row.watch,
    isNew: row.isNew,
    tagIds: row.tagIds,
  };
}
