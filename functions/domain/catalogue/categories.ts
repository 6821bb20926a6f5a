import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { runStatements, type Statement } from '#functions/db/batch.ts';
import { categories } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import {
  CATEGORY_NAME_TAKEN,
  CATEGORY_NOT_FOUND,
  repeatedNamePlaces,
  type CategoryListInput,
  type ProductCategory,
} from '#src/shared/product-categories.ts';

// Each supplier's own product categories (issue 26): the owner keeps the list on the workspace's
// Categories screen, a product takes only one of its own supplier's (requireOwnCategory), and a
// new catalogue starts with none.

/** GET supplier/category/list: the supplier's categories, by name. */
export async function listOwnCategories(db: Database, supplierId: number): Promise<ProductCategory[]> {
  return db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.supplierId, supplierId))
    .orderBy(asc(categories.name));
}

/** True when the category is this supplier's: another supplier's id is as unknown as a made-up one. */
export async function isOwnCategory(db: Database, supplierId: number, categoryId: number): Promise<boolean> {
  const row = await db.query.categories.findFirst({
    columns: { id: true },
    where: and(eq(categories.id, categoryId), eq(categories.supplierId, supplierId)),
  });
  return row !== undefined;
}

/** The id of the supplier's category with this name, created when new (the seed's and the tests'). */
export async function ensureCategory(db: Database, supplierId: number, name: string): Promise<number> {
  const [created] = await db
    .insert(categories)
    .values({ supplierId, name })
    .onConflictDoNothing()
    .returning({ id: categories.id });
  if (created) return created.id;
  const existing = await db.query.categories.findFirst({
    columns: { id: true },
    where: and(eq(categories.supplierId, supplierId), eq(categories.name, name)),
  });
  if (!existing) throw new Error(`category ${name} vanished`);
  return existing.id;
}

/**
 * PUT supplier/category/list: the supplier's list becomes `input` in one batch with the catalogue's
 * new version (product pages name their category). Ids must be the supplier's own; names are
 * unique in the list whatever their case. A deleted category leaves its products without one.
 */
export async function saveOwnCategories(
  db: Database,
  editor: CatalogueEditor,
  input: CategoryListInput,
): Promise<ProductCategory[]> {
  const { supplierId } = editor;
  const stored = await listOwnCategories(db, supplierId);
  const storedById = new Map(stored.map((category) => [category.id, category]));
  const rows = input.categories;
  const errors = [
    ...rows.flatMap(({ id }, index) =>
      id !== null && !storedById.has(id) ? [{ field: `categories.${index}.id`, code: CATEGORY_NOT_FOUND }] : [],
    ),
    ...repeatedNamePlaces(rows.map(({ name }) => name)).map((index) => ({
      field: `categories.${index}.name`,
      code: CATEGORY_NAME_TAKEN,
    })),
  ];
  if (errors.length > 0) throw new DomainError('invalid', errors);

  const kept = new Set(rows.flatMap(({ id }) => (id === null ? [] : [id])));
  const removed = stored.filter(({ id }) => !kept.has(id)).map(({ id }) => id);
  const renamed = rows.flatMap(({ id, name }) =>
    id !== null && storedById.get(id)?.name !== name ? [{ id, name }] : [],
  );
  const added = rows.filter(({ id }) => id === null);
  if (removed.length + renamed.length + added.length === 0) return stored;

  const own = (id: number) => and(eq(categories.id, id), eq(categories.supplierId, supplierId));
  // One statement a row: D1 binds at most 100 values to one.
  const statements: Statement[] = [
    ...removed.map((id) => db.delete(categories).where(own(id))),
    // Two names may trade places: each renamed row steps aside under a name no owner types first.
    ...renamed.map(({ id }) =>
      db
        .update(categories)
        .set({ name: `\u0000${id}` })
        .where(own(id)),
    ),
    ...renamed.map(({ id, name }) => db.update(categories).set({ name }).where(own(id))),
    ...added.map(({ name }) => db.insert(categories).values({ supplierId, name })),
    bumpCatalogVersion(db, supplierId),
  ];
  await runStatements(db, statements);
  tellWatchers(db, editor);
  return listOwnCategories(db, supplierId);
}
