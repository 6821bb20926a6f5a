import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products } from '#functions/db/schema/index.ts';
import type { OwnerMenu, OwnerMenuTree } from '#src/shared/catalog-menu-edit.ts';
import { MENU_PATH_SEPARATOR } from '#src/shared/product-import.ts';
import { catalogMenuQuery } from './catalogue-menu-tree.ts';

export type MenuRow = { id: number; name: string; parentId: number | null };

/** The supplier's menu rows in display order (position, then id). */
export function menuRowsOf(db: Database, supplierId: number): Promise<MenuRow[]> {
  return catalogMenuQuery(db, supplierId);
}

/** Each menu's path as the bulk import and export write it: "Parent > Sub", or a top menu's name. */
export async function menuPathsOf(db: Database, supplierId: number): Promise<Map<number, string>> {
  const rows = await menuRowsOf(db, supplierId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    rows.map((row) => {
      const parent = row.parentId === null ? undefined : byId.get(row.parentId);
      return [row.id, parent ? `${parent.name}${MENU_PATH_SEPARATOR}${row.name}` : row.name];
    }),
  );
}

/** Each menu's products, active and disabled, for a batch. */
function productCountQuery(db: Database, supplierId: number) {
  return db
    .select({ menuId: products.menuId, total: count() })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), isNotNull(products.menuId)))
    .groupBy(products.menuId);
}

/** The top-level menu a row sits under (itself when it is one); a row whose parent is gone is one. */
function rootOf(row: MenuRow, byId: Map<number, MenuRow>): MenuRow {
  let node = row;
  const seen = new Set<number>();
  while (node.parentId !== null && !seen.has(node.id)) {
    seen.add(node.id);
    const parent = byId.get(node.parentId);
    if (!parent) break;
    node = parent;
  }
  return node;
}

/**
 * Rows to the owner's two-level tree. Menus are made two levels deep only; a deeper node (none is
 * written through the API) is listed under its top-level menu so the owner can still see and fix it.
 */
export function toOwnerMenuTree(rows: MenuRow[], counts: Map<number, number>): OwnerMenuTree {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const roots = new Map<number, OwnerMenu>();
  for (const row of rows)
    if (rootOf(row, byId).id === row.id)
      roots.set(row.id, { id: row.id, name: row.name, productCount: counts.get(row.id) ?? 0, children: [] });
  for (const row of rows) {
    const root = rootOf(row, byId);
    if (root.id !== row.id)
      roots.get(root.id)?.children.push({ id: row.id, name: row.name, productCount: counts.get(row.id) ?? 0 });
  }
  return [...roots.values()];
}

/** GET supplier/product-catalog-menu/all: the whole tree with each menu's product count. */
export async function loadOwnerMenus(db: Database, supplierId: number): Promise<OwnerMenuTree> {
  const [rows, counts] = await db.batch([catalogMenuQuery(db, supplierId), productCountQuery(db, supplierId)]);
  return toOwnerMenuTree(rows, new Map(counts.map((row) => [row.menuId!, row.total])));
}
