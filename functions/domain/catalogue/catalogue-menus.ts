import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { runStatements, type Statement } from '#functions/db/batch.ts';
import { catalogMenus, products } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import {
  MENU_ERROR_CODES,
  type AddMenuInput,
  type MenuProductChoice,
  type MoveMenuInput,
} from '#src/shared/catalog-menu-edit.ts';
import { menuRowsOf, type MenuRow } from './owner-menu-tree.ts';

// The owner's edits of the catalogue menu (spec §2 "Catalog menu (with parent and sub menu)", §7
// supplier/product-catalog-menu): two levels, names unique among siblings, each write in one batch
// with the catalogue's new version so the storefront's menu changes on the very next request.

export type NewCatalogMenu = { name: string; parentId?: number | null; position?: number };

/** Adds a node to the supplier's catalogue menu tree; returns its id. No rule checked (the seed's). */
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

const notFound = (field: string) => new DomainError('not_found', [{ field, code: MENU_ERROR_CODES.notFound }]);
const tooDeep = (field: string) => new DomainError('invalid', [{ field, code: MENU_ERROR_CODES.tooDeep }]);
const nameTaken = () => new DomainError('conflict', [{ field: 'name', code: MENU_ERROR_CODES.nameTaken }]);

/** Names compare as the owner reads them: "Pumps" and "pumps " are the same menu. */
const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

/** The supplier's menus, read once per write; every rule below is checked against them. */
class MenuRows {
  readonly rows: MenuRow[];

  constructor(rows: MenuRow[]) {
    this.rows = rows;
  }

  static async of(db: Database, supplierId: number) {
    return new MenuRows(await menuRowsOf(db, supplierId));
  }

  /** This supplier's menu, or 404 (another supplier's id is as unknown as a made-up one). */
  get(id: number, field = 'id'): MenuRow {
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) throw notFound(field);
    return row;
  }

  /** A menu that may hold sub menus: a top-level one of this supplier. */
  parent(id: number | null): MenuRow | null {
    if (id === null) return null;
    const row = this.get(id, 'parentId');
    if (row.parentId !== null) throw tooDeep('parentId');
    return row;
  }

  /** The menus under parentId (null: the top level), in order. */
  siblings(parentId: number | null): MenuRow[] {
    return this.rows.filter((row) => row.parentId === parentId);
  }

  children(id: number): MenuRow[] {
    return this.rows.filter((row) => row.parentId === id);
  }

  checkNameFree(name: string, parentId: number | null, exceptId?: number) {
    if (this.siblings(parentId).some((row) => row.id !== exceptId && sameName(row.name, name))) throw nameTaken();
  }
}

/** Positions 0..n-1 for the rows in this order, one update per row. */
function renumber(db: Database, supplierId: number, ordered: MenuRow[], parentOf: (row: MenuRow) => number | null) {
  return ordered.map((row, position) =>
    db
      .update(catalogMenus)
      .set({ position, parentId: parentOf(row) })
      .where(and(eq(catalogMenus.id, row.id), eq(catalogMenus.supplierId, supplierId))),
  );
}

/** POST add {name, parentId}: a top-level menu, or a sub menu of a top-level one, placed last. */
export async function addOwnerMenu(
  db: Database,
  editor: CatalogueEditor,
  input: AddMenuInput,
  now = Date.now(),
): Promise<number> {
  const { supplierId } = editor;
  const menus = await MenuRows.of(db, supplierId);
  const parent = menus.parent(input.parentId);
  const parentId = parent?.id ?? null;
  menus.checkNameFree(input.name, parentId);
  const place = { name: input.name, parentId, position: menus.siblings(parentId).length };
  const id = await addCatalogMenu(db, supplierId, place, now);
  tellWatchers(db, editor);
  return id;
}

/** PATCH rename/{id} {name}. */
export async function renameOwnerMenu(
  db: Database,
  editor: CatalogueEditor,
  id: number,
  name: string,
  now = Date.now(),
) {
  const { supplierId } = editor;
  const menus = await MenuRows.of(db, supplierId);
  const menu = menus.get(id);
  menus.checkNameFree(name, menu.parentId, id);
  await runStatements(db, [
    db
      .update(catalogMenus)
      .set({ name: name.trim() })
      .where(and(eq(catalogMenus.id, id), eq(catalogMenus.supplierId, supplierId))),
    bumpCatalogVersion(db, supplierId, now),
  ]);
  tellWatchers(db, editor);
}

/**
 * POST move {id, parentId, position}: reorders within a level or moves to another parent (null:
 * the top level). A menu with sub menus stays a top-level one; a name taken under the new parent
 * is refused. The old and new levels are renumbered 0..n-1.
 */
export async function moveOwnerMenu(db: Database, editor: CatalogueEditor, input: MoveMenuInput, now = Date.now()) {
  const { supplierId } = editor;
  const menus = await MenuRows.of(db, supplierId);
  const menu = menus.get(input.id);
  if (input.parentId === menu.id) throw tooDeep('parentId');
  const parentId = menus.parent(input.parentId)?.id ?? null;
  if (parentId !== null && menus.children(menu.id).length > 0) throw tooDeep('parentId');
  if (parentId !== menu.parentId) menus.checkNameFree(menu.name, parentId);

  const target = menus.siblings(parentId).filter((row) => row.id !== menu.id);
  target.splice(Math.min(input.position, target.length), 0, menu);
  const statements: Statement[] = renumber(db, supplierId, target, () => parentId);
  if (parentId !== menu.parentId)
    statements.push(
      ...renumber(
        db,
        supplierId,
        menus.siblings(menu.parentId).filter((row) => row.id !== menu.id),
        (row) => row.parentId,
      ),
    );
  await runStatements(db, [...statements, bumpCatalogVersion(db, supplierId, now)]);
  tellWatchers(db, editor);
}

/**
 * DELETE delete/{id}?products=up|none: the menu and its sub menus go; their products move to the
 * menu's parent (`up`, a sub menu only) or to no menu (`none`). Answers how many products moved.
 */
export async function deleteOwnerMenu(
  db: Database,
  editor: CatalogueEditor,
  id: number,
  choice: MenuProductChoice,
  now = Date.now(),
): Promise<number> {
  const { supplierId } = editor;
  const menus = await MenuRows.of(db, supplierId);
  const menu = menus.get(id);
  if (choice === 'up' && menu.parentId === null)
    throw new DomainError('invalid', [{ field: 'products', code: MENU_ERROR_CODES.noParent }]);
  const gone = [menu.id, ...menus.children(menu.id).map((row) => row.id)];
  const [moved] = await db.batch([
    db
      .update(products)
      .set({ menuId: choice === 'up' ? menu.parentId : null })
      .where(and(eq(products.supplierId, supplierId), inArray(products.menuId, gone)))
      .returning({ id: products.id }),
    db.delete(catalogMenus).where(and(eq(catalogMenus.supplierId, supplierId), inArray(catalogMenus.parentId, gone))),
    db.delete(catalogMenus).where(and(eq(catalogMenus.supplierId, supplierId), inArray(catalogMenus.id, gone))),
    ...renumber(
      db,
      supplierId,
      menus.siblings(menu.parentId).filter((row) => row.id !== menu.id),
      (row) => row.parentId,
    ),
    bumpCatalogVersion(db, supplierId, now),
  ]);
  tellWatchers(db, editor);
  return moved.length;
}
