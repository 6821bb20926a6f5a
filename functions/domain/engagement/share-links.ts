import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { products, shareLinkItems, shareLinks, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { productCardColumns, toProductCard } from '#functions/domain/catalogue/product-cards.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import type { CreatedShareLink, SharedSet, ShareKind } from '#src/shared/engagement.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

/** A shared set works for 90 days: long enough to pass around a team, short enough not to live forever. */
export const SHARE_LINK_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
const MAX_SHARED_ITEMS = 100;
export const SHARE_LINK_NOT_FOUND = 'share_link_not_found';

const unique = <T>(items: T[]) => [...new Set(items)];
export const shareSuppliersInput = v.object({
  supplierIds: v.pipe(
    v.array(supplierNameSchema, 'invalid_supplier_ids'),
    v.minLength(1, 'supplier_ids_required'),
    v.maxLength(MAX_SHARED_ITEMS, 'too_many_suppliers'),
    v.transform(unique),
  ),
});
export const shareProductsInput = v.object({
  productIds: v.pipe(
    v.array(recordIdSchema, 'invalid_product_ids'),
    v.minLength(1, 'product_ids_required'),
    v.maxLength(MAX_SHARED_ITEMS, 'too_many_products'),
    v.transform(unique),
  ),
});
/** 16 random bytes in base64url: 22 characters. */
export const accessLinkInput = v.object({
  link: v.pipe(v.string('invalid_link'), v.trim(), v.regex(/^[A-Za-z0-9_-]{22}$/, 'invalid_link')),
});

function newLinkCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The link and its items in one batch: the items find their link by its (unique) code. */
async function storeLink(
  db: Database,
  userId: number,
  kind: ShareKind,
  items: { supplierId?: number; productId?: number }[],
  now: number,
): Promise<CreatedShareLink> {
  const code = newLinkCode();
  const expiresAt = now + SHARE_LINK_LIFETIME_MS;
  await runStatements(db, [
    db.insert(shareLinks).values({ code, userId, kind, createdAt: now, expiresAt }),
    rawStatement(
      `insert into share_link_items (link_id, position, supplier_id, product_id)
       select (select id from share_links where code = ?1), key, json_extract(value, '$.s'), json_extract(value, '$.p') from json_each(?2) order by key`,
      code,
      JSON.stringify(items.map((item) => ({ s: item.supplierId ?? null, p: item.productId ?? null }))),
    ),
  ]);
  return { link: code, expiresAt };
}

/** POST share-supplier/create-link {supplierIds}: live suppliers only; one that is not makes the whole call 404. */
export async function shareSuppliers(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof shareSuppliersInput>,
  now = Date.now(),
) {
  const found = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(inArray(suppliers.name, input.supplierIds));
  const byName = new Map(found.filter((row) => row.status === 'active').map((row) => [row.name, row.id]));
  if (byName.size !== input.supplierIds.length)
    throw new DomainError('not_found', [{ field: 'supplierIds', code: 'supplier_not_found' }]);
  return storeLink(
    db,
    userId,
    'supplier',
    input.supplierIds.map((name) => ({ supplierId: byName.get(name)! })),
    now,
  );
}

/** POST share-product/create-link {productIds}: products visitors can see. */
export async function shareProducts(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof shareProductsInput>,
  now = Date.now(),
) {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(inArray(products.id, input.productIds), eq(products.status, 'active'), eq(suppliers.status, 'active')));
  if (found.length !== input.productIds.length)
    throw new DomainError('not_found', [{ field: 'productIds', code: 'product_not_found' }]);
  return storeLink(
    db,
    userId,
    'product',
    input.productIds.map((productId) => ({ productId })),
    now,
  );
}

/**
 * POST share-supplier/access-link and share-product/access-link {link}: the shared set's public cards, in the sharer's order, leaving
 * out what has since been disabled. An unknown or expired link, or one of the other kind, is 404.
 */
export async function openShareLink(
  db: Database,
  kind: ShareKind,
  input: v.InferOutput<typeof accessLinkInput>,
  now = Date.now(),
): Promise<SharedSet> {
  const [link] = await db
    .select({ id: shareLinks.id, expiresAt: shareLinks.expiresAt, sharedBy: users.name })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(and(eq(shareLinks.code, input.link), eq(shareLinks.kind, kind), gt(shareLinks.expiresAt, now)));
  if (!link) throw new DomainError('not_found', [{ field: 'link', code: SHARE_LINK_NOT_FOUND }]);
  const common = { sharedBy: link.sharedBy, expiresAt: link.expiresAt };
  if (kind === 'supplier') {
    const rows = await db
      .select({
        id: suppliers.name,
        companyName: suppliers.companyName,
        avatarKey: suppliers.avatarKey,
        catalogVersion: suppliers.catalogVersion,
      })
      .from(shareLinkItems)
      .innerJoin(suppliers, eq(suppliers.id, shareLinkItems.supplierId))
      .where(and(eq(shareLinkItems.linkId, link.id), eq(suppliers.status, 'active')))
      .orderBy(asc(shareLinkItems.position));
    return {
      kind,
      ...common,
      list: rows.map(({ avatarKey, ...row }) => ({ ...row, avatar: mediaUrlOrNull(avatarKey) })),
    };
  }
  const rows = await db
    .select({ ...productCardColumns, supplierName: suppliers.name })
    .from(shareLinkItems)
    .innerJoin(products, eq(products.id, shareLinkItems.productId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(and(eq(shareLinkItems.linkId, link.id), eq(products.status, 'active'), eq(suppliers.status, 'active')))
    .orderBy(asc(shareLinkItems.position));
  return { kind, ...common, list: rows.map((row) => ({ ...toProductCard(row), supplierId: row.supplierName })) };
}
