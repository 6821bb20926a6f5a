import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { insertRows, runStatements, type Statement } from '#functions/db/batch.ts';
import {
  categories,
  productMedias,
  products,
  productSpecs,
  type ProductSpecSection,
} from '#functions/db/schema/index.ts';
import { sanitizeUserHtml } from '#functions/lib/sanitize-html.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { tellWatchers, type CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import {
  duplicateModelNumbers,
  IMPORT_COLUMNS,
  importRowSchema,
  MENU_PATH_SEPARATOR,
  NAME_REQUIRED_FOR_NEW,
  UNKNOWN_CATEGORY,
  UNKNOWN_MENU,
  type ImportColumn,
  type ImportFault,
  type ImportReport,
  type ImportRow,
} from '#src/shared/product-import.ts';
import { resolvePictures, type PictureContext } from './import-pictures.ts';
import { menuPathsOf } from './owner-menu-tree.ts';
import {
  productChunkStatements,
  reindexProducts,
  reserveProductIds,
  specRows,
  type NewProduct,
} from './write-products.ts';

// POST supplier/product/import: one call's rows (at most IMPORT_ROWS_PER_CALL) checked, then
// written in one batch. Every fault of every row is reported with its line and column, and a call
// with any fault writes nothing, so a file imported call by call never leaves a row half written.

const COLUMN_KEYS = new Set<string>(IMPORT_COLUMNS.map((column) => column.key));

const SPEC_COLUMNS = [
  ['highlights', 'highlight'],
  ['technicalDatas', 'technical'],
  ['logisticDatas', 'logistic'],
] as const satisfies readonly (readonly [keyof ImportRow, ProductSpecSection])[];

/** The fields a row sets on the products table itself; a column left out is left as it is. */
const PROFILE_COLUMNS = [
  'productName',
  'brandName',
  'origin',
  'price',
  'port',
  'supplyAbility',
  'service',
  'status',
  'description',
] as const satisfies readonly (keyof ImportRow)[];

/** A row's line as the file gave it, or its place in the call when it gave none. */
function lineOf(raw: unknown, index: number): number {
  const line = (raw as { line?: unknown } | null)?.line;
  return typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : index + 2;
}

/** Each row through the shared schema: the valid rows, and a fault per broken cell. */
function parseRows(rawRows: unknown[]): { rows: ImportRow[]; faults: ImportFault[] } {
  const rows: ImportRow[] = [];
  const faults: ImportFault[] = [];
  rawRows.forEach((raw, index) => {
    const parsed = v.safeParse(importRowSchema, raw);
    if (parsed.success) return rows.push(parsed.output);
    const line = lineOf(raw, index);
    const cells = new Map<ImportColumn | null, string>();
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      const column = typeof key === 'string' && COLUMN_KEYS.has(key) ? (key as ImportColumn) : null;
      if (!cells.has(column)) cells.set(column, issue.message);
    }
    for (const [column, code] of cells) faults.push({ line, column, code });
  });
  return { rows, faults };
}

/** The supplier's menus by path ("Parent > Sub", case and spacing aside), the way the Menu column names them. */
async function menuIdsByPath(db: Database, supplierId: number): Promise<Map<string, number>> {
  const paths = await menuPathsOf(db, supplierId);
  return new Map([...paths].map(([id, path]) => [pathKey(path), id]));
}

function pathKey(path: string): string {
  return path
    .split(MENU_PATH_SEPARATOR.trim())
    .map((part) => part.trim().toLowerCase())
    .join('>');
}

/** The supplier's own categories of these names, any case (a product takes only its supplier's). */
async function categoryIdsByName(db: Database, supplierId: number, names: string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.supplierId, supplierId),
        sql`lower(${categories.name}) in (select lower(value) from json_each(${JSON.stringify(names)}))`,
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

async function existingIdsByModelNumber(db: Database, supplierId: number, rows: ImportRow[]) {
  const found = await db
    .select({ id: products.id, modelNumber: products.modelNumber })
    .from(products)
    .where(
      and(
        eq(products.supplierId, supplierId),
        // One JSON parameter: D1 binds at most 100 values.
        sql`${products.modelNumber} in (select value from json_each(${JSON.stringify(rows.map((row) => row.modelNumber))}))`,
      ),
    );
  return new Map(found.map((row) => [row.modelNumber, row.id]));
}

/** A row checked against the catalogue, with the ids its names stand for. */
type PlannedRow = {
  /** The row's place among the call's valid rows. */
  index: number;
  row: ImportRow;
  productId: number | null;
  menuId?: number | null;
  categoryId?: number | null;
};

/** Menus, categories and "a new product needs a name": the faults, and the rows with their ids. */
async function planRows(db: Database, supplierId: number, rows: ImportRow[]) {
  const [existing, menus, categoryIds] = await Promise.all([
    existingIdsByModelNumber(db, supplierId, rows),
    menuIdsByPath(db, supplierId),
    categoryIdsByName(db, supplierId, [...new Set(rows.flatMap((row) => (row.category ? [row.category] : [])))]),
  ]);
  const faults: ImportFault[] = [];
  const planned = rows.map((row, index): PlannedRow => {
    const productId = existing.get(row.modelNumber) ?? null;
    if (productId === null && !row.productName)
      faults.push({ line: row.line, column: 'productName', code: NAME_REQUIRED_FOR_NEW });
    const menuId = row.menu === undefined ? undefined : row.menu === '' ? null : menus.get(pathKey(row.menu));
    if (menuId === undefined && row.menu !== undefined)
      faults.push({ line: row.line, column: 'menu', code: UNKNOWN_MENU });
    const categoryId =
      row.category === undefined ? undefined : row.category === '' ? null : categoryIds.get(row.category.toLowerCase());
    if (categoryId === undefined && row.category !== undefined)
      faults.push({ line: row.line, column: 'category', code: UNKNOWN_CATEGORY });
    return { index, row, productId, menuId, categoryId };
  });
  return { planned, faults };
}

type ProfileFields = Partial<Pick<ImportRow, (typeof PROFILE_COLUMNS)[number]>>;

function profileFieldsOf(row: ImportRow): ProfileFields {
  return Object.fromEntries(
    PROFILE_COLUMNS.flatMap((column) => (row[column] === undefined ? [] : [[column, row[column]]])),
  ) as ProfileFields;
}

function newProductOf({ row, menuId, categoryId }: PlannedRow, images: string[]): NewProduct {
  return {
    ...profileFieldsOf(row),
    modelNumber: row.modelNumber,
    productName: row.productName!,
    menuId: menuId ?? null,
    categoryId: categoryId ?? null,
    highlights: row.highlights,
    technicalDatas: row.technicalDatas,
    logisticDatas: row.logisticDatas,
    medias: images.map((key) => ({ type: 'image' as const, key })),
  };
}

/** An existing product's update: the columns the row has, its spec sections and, if given, its pictures. */
function updateStatements(db: Database, planned: PlannedRow, images: string[], now: number): Statement[] {
  const { row, menuId, categoryId } = planned;
  const productId = planned.productId!;
  const fields = profileFieldsOf(row);
  if (fields.description !== undefined) fields.description = sanitizeUserHtml(fields.description);
  const statements: Statement[] = [
    db
      .update(products)
      .set({
        ...fields,
        ...(menuId !== undefined && { menuId }),
        ...(categoryId !== undefined && { categoryId }),
        updatedAt: now,
      })
      .where(eq(products.id, productId)),
  ];
  for (const [column, section] of SPEC_COLUMNS) {
    const values = row[column];
    if (values === undefined) continue;
    statements.push(
      db.delete(productSpecs).where(and(eq(productSpecs.productId, productId), eq(productSpecs.section, section))),
      ...insertRows(productSpecs, specRows(productId, section, values)),
    );
  }
  if (images.length > 0)
    statements.push(
      db.delete(productMedias).where(eq(productMedias.productId, productId)),
      ...insertRows(
        productMedias,
        images.map((key, position) => ({ productId, position, type: 'image' as const, key, posterKey: null })),
      ),
    );
  return statements;
}

/**
 * Checks one call's rows and, unless it is a dry run or any row has a fault, adds the new
 * products and updates the known ones (by model number) in one batch that also keeps the search
 * index in step and bumps the catalogue version once; then the watchers are told.
 */
export async function importProducts(
  db: Database,
  pictures: PictureContext,
  editor: CatalogueEditor,
  input: { dryRun: boolean; rows: unknown[] },
  now = Date.now(),
): Promise<ImportReport> {
  const { supplierId } = editor;
  const parsed = parseRows(input.rows);
  const { planned, faults: planFaults } = await planRows(db, supplierId, parsed.rows);
  const checked = [...parsed.faults, ...duplicateModelNumbers(parsed.rows), ...planFaults];
  // Pictures are fetched only for a call that will be written.
  const { keys, faults: pictureFaults } = await resolvePictures(
    supplierId,
    parsed.rows.map((row) => ({ line: row.line, images: row.images ?? [] })),
    pictures,
    input.dryRun || checked.length > 0,
    now,
  );
  const faults = [...checked, ...pictureFaults].sort((a, b) => a.line - b.line);
  // The counts are of the rows ready to go: what the call does once the faults are mended elsewhere.
  const faulty = new Set(faults.map((fault) => fault.line));
  const ready = planned.filter((item) => !faulty.has(item.row.line));
  const created = ready.filter((item) => item.productId === null).length;
  const report = { created, updated: ready.length - created };
  if (input.dryRun || faults.length > 0) return { ...report, faults };

  const fresh = planned.filter((item) => item.productId === null);
  const known = planned.filter((item) => item.productId !== null);
  const ids = fresh.length > 0 ? await reserveProductIds(db, fresh.length) : [];
  await runStatements(db, [
    ...(fresh.length > 0
      ? productChunkStatements(
          db,
          supplierId,
          fresh.map((item) => newProductOf(item, keys[item.index]!)),
          ids,
          now,
        )
      : []),
    ...known.flatMap((item) => updateStatements(db, item, keys[item.index]!, now)),
    ...(known.length > 0 ? reindexProducts(known.map((item) => item.productId!)) : []),
    // The new products' statements bump the version already.
    ...(fresh.length > 0 ? [] : [bumpCatalogVersion(db, supplierId, now)]),
  ]);
  tellWatchers(db, editor);
  return { ...report, faults: [] };
}
