import { count, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { buyingTeamItems, buyingTeamLists, products, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { productCardColumns } from '#functions/domain/catalogue/product-cards.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import { requireLiveSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import {
  ALREADY_ON_LIST,
  ITEMS_PER_LIST,
  LIST_FULL,
  LISTS_PER_TEAM,
  NOT_TEAM_OWNER,
  TOO_MANY_LISTS,
  type AddItemInput,
} from '#src/shared/buying-teams.ts';
import { requireItemPlace, requireListPlace, requireTeamPlace, type ListPlace } from './team-access.ts';
import { withinTeamLimits } from './team-limits.ts';

// A team's lists of products and suppliers (issue 29 item 1): any member adds to them; a list or
// an item goes by the hand of whoever made it, or of the team's owner.

/** POST app/buying-team/list/create {teamId, name}: answers the new list's id. */
export async function createList(
  db: Database,
  userId: number,
  input: { teamId: number; name: string },
  now = Date.now(),
) {
  await requireTeamPlace(db, userId, input.teamId);
  const [row] = await db
    .select({ lists: count() })
    .from(buyingTeamLists)
    .where(eq(buyingTeamLists.teamId, input.teamId));
  if ((row?.lists ?? 0) >= LISTS_PER_TEAM) throw new DomainError('conflict', [{ field: 'name', code: TOO_MANY_LISTS }]);
  const [list] = await withinTeamLimits('name', () =>
    db
      .insert(buyingTeamLists)
      .values({ teamId: input.teamId, name: input.name, createdBy: userId, createdAt: now })
      .returning({ id: buyingTeamLists.id }),
  );
  return { id: list!.id, teamId: input.teamId };
}

const mayRemove = (place: { role: string }, author: number | null, userId: number) =>
  place.role === 'owner' || author === userId;

/** POST app/buying-team/list/delete {listId}: its maker's or the owner's; its items, votes and comments go too. */
export async function deleteList(db: Database, userId: number, listId: number): Promise<number> {
  const place = await requireListPlace(db, userId, listId);
  if (!mayRemove(place, place.createdBy, userId))
    throw new DomainError('forbidden', [{ field: 'listId', code: NOT_TEAM_OWNER }]);
  await db.delete(buyingTeamLists).where(eq(buyingTeamLists.id, listId));
  return place.teamId;
}

/** The product or supplier as added: its name and picture now, kept on the item. */
async function itemTarget(db: Database, input: AddItemInput) {
  if (input.productId !== undefined) {
    const product = await requireVisibleProduct(db, input.productId);
    const [card] = await db
      .select({ imageKey: productCardColumns.imageKey })
      .from(products)
      .where(eq(products.id, input.productId));
    return {
      kind: 'product' as const,
      productId: input.productId,
      name: product.productName,
      imageKey: card?.imageKey ?? null,
    };
  }
  const supplier = await requireLiveSupplier(db, input.supplierId!);
  const [face] = await db
    .select({ name: suppliers.companyName, imageKey: suppliers.avatarKey })
    .from(suppliers)
    .where(eq(suppliers.id, supplier.id));
  return { kind: 'supplier' as const, supplierId: supplier.id, name: face!.name, imageKey: face!.imageKey };
}

/** POST app/buying-team/item/add {listId, productId | supplierId}: what a member found, for the team to weigh. */
export async function addItem(db: Database, userId: number, input: AddItemInput, now = Date.now()): Promise<ListPlace> {
  const place = await requireListPlace(db, userId, input.listId);
  const target = await itemTarget(db, input);
  const [row] = await db
    .select({ items: count() })
    .from(buyingTeamItems)
    .where(eq(buyingTeamItems.listId, input.listId));
  if ((row?.items ?? 0) >= ITEMS_PER_LIST) throw new DomainError('conflict', [{ field: 'listId', code: LIST_FULL }]);
  const inserted = await withinTeamLimits('listId', () =>
    db
      .insert(buyingTeamItems)
      .values({ listId: input.listId, ...target, addedBy: userId, addedAt: now })
      .onConflictDoNothing()
      .returning({ id: buyingTeamItems.id }),
  );
  const field = target.kind === 'product' ? 'productId' : 'supplierId';
  if (inserted.length === 0) throw new DomainError('conflict', [{ field, code: ALREADY_ON_LIST }]);
  return place;
}

/** POST app/buying-team/item/remove {itemId}: whoever added it, or the owner. */
export async function removeItem(db: Database, userId: number, itemId: number): Promise<number> {
  const place = await requireItemPlace(db, userId, itemId);
  if (!mayRemove(place, place.addedBy, userId))
    throw new DomainError('forbidden', [{ field: 'itemId', code: NOT_TEAM_OWNER }]);
  await db.delete(buyingTeamItems).where(eq(buyingTeamItems.id, itemId));
  return place.listId;
}
