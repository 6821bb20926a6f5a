import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#functions/db/client.ts';
import {
  buyingTeamComments,
  buyingTeamItems,
  buyingTeamVotes,
  products,
  suppliers,
  users,
} from '#functions/db/schema/index.ts';
import { productCardColumns } from '#functions/domain/catalogue/product-cards.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import type { ListSort, TeamItemTarget, TeamListDetail, TeamListItem } from '#src/shared/buying-teams.ts';
import { requireListPlace } from './team-access.ts';
import { toTeamPerson } from './team-people.ts';

const productSupplier = alias(suppliers, 'product_supplier');
const itemSupplier = alias(suppliers, 'item_supplier');

const votesOf = (value: 1 | -1) =>
  sql<number>`(select count(*) from ${buyingTeamVotes} where ${buyingTeamVotes.itemId} = ${buyingTeamItems.id} and ${buyingTeamVotes.value} = ${value})`;

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function selectItems(db: Database, userId: number, listId: number) {
  return db
    .select({
      id: buyingTeamItems.id,
      kind: buyingTeamItems.kind,
      storedName: buyingTeamItems.name,
      storedImageKey: buyingTeamItems.imageKey,
      addTime: buyingTeamItems.addedAt,
      productId: buyingTeamItems.productId,
      productName: products.productName,
      modelNumber: products.modelNumber,
      price: products.price,
      productStatus: products.status,
      productImageKey: productCardColumns.imageKey,
      productSupplier: {
        name: productSupplier.name,
        companyName: productSupplier.companyName,
        status: productSupplier.status,
      },
      itemSupplier: {
        name: itemSupplier.name,
        companyName: itemSupplier.companyName,
        avatarKey: itemSupplier.avatarKey,
        status: itemSupplier.status,
      },
      adder: { userId: users.id, name: users.name, avatarKey: users.avatarKey },
      up: votesOf(1),
      down: votesOf(-1),
      mine: sql<number>`coalesce((select ${buyingTeamVotes.value} from ${buyingTeamVotes} where ${buyingTeamVotes.itemId} = ${buyingTeamItems.id} and ${buyingTeamVotes.userId} = ${userId}), 0)`,
      commentCount: sql<number>`(select count(*) from ${buyingTeamComments} where ${buyingTeamComments.itemId} = ${buyingTeamItems.id})`,
    })
    .from(buyingTeamItems)
    .leftJoin(products, eq(products.id, buyingTeamItems.productId))
    .leftJoin(productSupplier, eq(productSupplier.id, products.supplierId))
    .leftJoin(itemSupplier, eq(itemSupplier.id, buyingTeamItems.supplierId))
    .leftJoin(users, eq(users.id, buyingTeamItems.addedBy))
    .where(eq(buyingTeamItems.listId, listId))
    .orderBy(desc(buyingTeamItems.addedAt), desc(buyingTeamItems.id));
}

/** The product or supplier as the catalogue shows it now; as it was added once it is gone. */
function targetOf(row: ItemRow): TeamItemTarget {
  if (row.kind === 'product') {
    const live = row.productStatus === 'active' && row.productSupplier?.status === 'active';
    return {
      kind: 'product',
      productId: live ? row.productId : null,
      name: live ? row.productName! : row.storedName,
      modelNumber: live ? row.modelNumber! : '',
      price: live ? row.price! : '',
      picture: mediaUrlOrNull(live ? (row.productImageKey ?? row.storedImageKey) : row.storedImageKey),
      supplier: live ? { id: row.productSupplier!.name, companyName: row.productSupplier!.companyName } : null,
      gone: !live,
    };
  }
  const live = row.itemSupplier?.status === 'active';
  return {
    kind: 'supplier',
    supplierId: live ? row.itemSupplier!.name : null,
    name: live ? row.itemSupplier!.companyName : row.storedName,
    picture: mediaUrlOrNull(live ? row.itemSupplier!.avatarKey : row.storedImageKey),
    gone: !live,
  };
}

function toItem(row: ItemRow): TeamListItem {
  return {
    id: row.id,
    target: targetOf(row),
    addedBy: row.adder ? toTeamPerson(row.adder) : null,
    addTime: row.addTime,
    votes: { up: row.up, down: row.down, score: row.up - row.down, mine: Math.sign(row.mine) as -1 | 0 | 1 },
    commentCount: row.commentCount,
  };
}

/**
 * GET app/buying-team/list-detail/{listId}?sort=: the list's items with the tally and the caller's
 * own vote. By votes: the best score first, newest first among equals; or newest first.
 */
export async function listDetail(
  db: Database,
  userId: number,
  listId: number,
  sort: ListSort,
): Promise<TeamListDetail> {
  const place = await requireListPlace(db, userId, listId);
  const items = (await selectItems(db, userId, listId)).map(toItem);
  // The query's order is newest first; a stable sort keeps it among equal scores.
  if (sort === 'votes') items.sort((a, b) => b.votes.score - a.votes.score);
  return {
    id: listId,
    name: place.listName,
    team: { id: place.teamId, name: place.teamName, role: place.role },
    items,
  };
}
