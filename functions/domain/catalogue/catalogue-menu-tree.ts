import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { catalogMenus } from '#functions/db/schema/index.ts';

/** Spec §3 category menu node. */
export type CatalogMenuNode = { id: number; name: string; parentId: number | null; children: CatalogMenuNode[] };

type CatalogMenuRow = { id: number; name: string; parentId: number | null };

/** The supplier's menu rows in display order, for a batch; shape them with toCatalogMenuTree. */
export function catalogMenuQuery(db: Database, supplierId: number | SQL<number>) {
  return db
    .select({ id: catalogMenus.id, name: catalogMenus.name, parentId: catalogMenus.parentId })
    .from(catalogMenus)
    .where(eq(catalogMenus.supplierId, supplierId))
    .orderBy(asc(catalogMenus.position), asc(catalogMenus.id));
}

/** Rows to a tree: every node under its parent, in row order; a node whose parent is gone is a root. */
export function toCatalogMenuTree(rows: CatalogMenuRow[]): CatalogMenuNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as CatalogMenuNode[] }]));
  const roots: CatalogMenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The node with this id and the names of its ancestors, root first; null when absent. */
export function findMenuPath(tree: CatalogMenuNode[], id: number): CatalogMenuNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findMenuPath(node.children, id);
    if (below) return [node, ...below];
  }
  return null;
}
