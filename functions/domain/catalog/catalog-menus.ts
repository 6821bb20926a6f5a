import type { Database } from '#functions/db/client.ts';
import { catalogMenus } from '#functions/db/schema/index.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalog-version.ts';

export type NewCatalogMenu = { name: string; parentId?: number | null; position?: number };

/** Adds a node to the supplier's catalogue menu tree; returns its id. */
export async function addCatalogMenu(
  db: Database,
  supplierId: number,
  menu: NewCatalogMenu,
  now = Date.now(),
): Promise<number> {
  const [inserted] = await db.batch([
    db
      .insert(catalogMenus)
      .values({ supplierId, name: menu.name.trim(), parentId: menu.parentId ?? null, position: menu.position ?? 0 })
      .returning({ id: catalogMenus.id }),
    bumpCatalogVersion(db, supplierId, now),
  ]);
  const id = inserted[0]?.id;
  if (id === undefined) throw new Error('menu insert returned no row');
  return id;
}
