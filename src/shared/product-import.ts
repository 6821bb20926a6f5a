import * as v from 'valibot';
import { text } from './company-profile.ts';
import {
  logisticDatasSchema,
  MAX_PRODUCT_MEDIAS,
  productHighlightsSchema,
  productProfileSchema,
  technicalDatasSchema,
  type NameValue,
} from './owner-products.ts';

// Bulk import and export of the catalogue (issue 12, beyond the spec's list, which names "bulk
// import"): a CSV or XLSX file with one product per row, under the column headers below. The
// browser reads the file and sends its rows, a call at a time, to POST supplier/product/import;
// an ERP may send the same rows as JSON. A row's model number says which product it is: known,
// the product is updated; new, it is added. A column left out of the file leaves that field as it is.

/** The file's columns, in the template's order: the key the API takes and the header people read. */
export const IMPORT_COLUMNS = [
  { key: 'modelNumber', header: 'Model number' },
  { key: 'productName', header: 'Product name' },
  { key: 'brandName', header: 'Brand name' },
  { key: 'origin', header: 'Place of origin' },
  { key: 'price', header: 'Price' },
  { key: 'port', header: 'Port' },
  { key: 'supplyAbility', header: 'Supply ability' },
  { key: 'service', header: 'Service' },
  { key: 'category', header: 'Category' },
  { key: 'menu', header: 'Menu' },
  { key: 'status', header: 'Status' },
  { key: 'description', header: 'Description' },
  { key: 'highlights', header: 'Highlights' },
  { key: 'technicalDatas', header: 'Technical data' },
  { key: 'logisticDatas', header: 'Logistic data' },
  { key: 'images', header: 'Images' },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key'];

/** The columns whose cells hold "Name: Value" lines. */
export const NAME_VALUE_COLUMNS = ['highlights', 'technicalDatas', 'logisticDatas'] as const;

/** A menu path's separator: "Parent > Sub". */
export const MENU_PATH_SEPARATOR = ' > ';

/**
 * Rows per call. One call is one transaction (all or nothing), small enough for a Worker's time
 * and D1's batch, so 10,000 rows are a hundred calls the workspace makes one after the other.
 */
export const IMPORT_ROWS_PER_CALL = 100;
/**
 * Picture addresses elsewhere one call may name (each fetched once however many rows name it): a
 * call's fetches stay within a Worker's means, and no call makes the server fetch a thousand times.
 * The workspace sends fewer rows in a call whose rows name more, so no file meets it.
 */
export const PICTURE_ADDRESSES_PER_CALL = 200;
/** Rows per export page (POST supplier/product/export). */
export const EXPORT_ROWS_PER_PAGE = 500;

/**
 * A picture of the row: an address the server fetches at import (public https hosts only, see
 * functions/lib/public-address.ts; any other fails as IMAGE_NOT_FETCHED), or a key handed out by
 * POST supplier/home/file (the workspace uploads the pictures of a ZIP that way first). An address
 * of this site's own /media/ is taken as the picture it names, so an export imports again as is.
 */
const imageRef = v.pipe(
  v.string('invalid_image'),
  v.trim(),
  v.maxLength(1_000, 'invalid_image'),
  v.regex(/^(https?:\/\/\S+|[0-9a-f]{64}\.[a-z0-9]{2,5})$/, 'invalid_image'),
);

const profile = productProfileSchema.entries;

/** One row as the API takes it; `line` is where it was in the file (header = 1), for the errors. */
export const importRowSchema = v.object({
  line: v.pipe(v.number('invalid_type'), v.integer('invalid_type'), v.minValue(1, 'invalid_type')),
  modelNumber: profile.modelNumber,
  productName: v.optional(profile.productName),
  brandName: v.optional(profile.brandName),
  origin: v.optional(profile.origin),
  price: v.optional(profile.price),
  port: v.optional(profile.port),
  supplyAbility: v.optional(profile.supplyAbility),
  service: v.optional(profile.service),
  /** One of the supplier's own categories, by name (GET supplier/category/list); empty: none. */
  category: v.optional(text(120)),
  /** A menu's name, or "Parent > Sub" for a sub menu; empty: none. */
  menu: v.optional(text(250)),
  status: v.optional(profile.status),
  description: v.optional(profile.description),
  highlights: v.optional(productHighlightsSchema.entries.highlights),
  technicalDatas: v.optional(technicalDatasSchema.entries.technicalDatas),
  logisticDatas: v.optional(logisticDatasSchema.entries.logisticDatas),
  /** The gallery in order; empty or left out keeps the product's pictures as they are. */
  images: v.optional(
    v.pipe(v.array(imageRef, 'invalid_image'), v.maxLength(MAX_PRODUCT_MEDIAS, `too_many_${MAX_PRODUCT_MEDIAS}`)),
  ),
});
export type ImportRow = v.InferOutput<typeof importRowSchema>;

/**
 * POST supplier/product/import. Rows are checked one by one (each row's faults are reported on
 * its line); `dryRun` checks without writing. A call with any fault writes nothing.
 */
export const productImportSchema = v.object({
  dryRun: v.optional(v.boolean('invalid_type'), false),
  rows: v.pipe(
    v.array(v.unknown(), 'invalid_type'),
    v.minLength(1, 'required'),
    v.maxLength(IMPORT_ROWS_PER_CALL, `too_many_${IMPORT_ROWS_PER_CALL}`),
  ),
});

/** A fault found in the file: its line, its column (null: the whole row) and a code. */
export type ImportFault = { line: number; column: ImportColumn | null; code: string };

/** The answer of POST supplier/product/import: what was (or, in a dry run, would be) done. */
export type ImportReport = { created: number; updated: number; faults: ImportFault[] };

/** POST supplier/product/export {after}: a page of rows in the import's shape, all columns. */
export const productExportSchema = v.object({
  after: v.optional(v.nullable(v.pipe(v.number('invalid_after'), v.integer('invalid_after')))),
});
export type ExportedRow = Required<Omit<ImportRow, 'line' | 'status'>> & { status: string };
export type ExportPage = { rows: ExportedRow[]; nextAfter: number | null };

export const DUPLICATE_MODEL_NUMBER = 'duplicate_model_number';
export const NAME_REQUIRED_FOR_NEW = 'product_name_required';
export const UNKNOWN_CATEGORY = 'unknown_category';
export const UNKNOWN_MENU = 'unknown_menu';
/**
 * One code for every picture address the import could not use (refused, unreachable, too slow, too
 * large, not a picture): another would tell which addresses answer inside a network.
 */
export const IMAGE_NOT_FETCHED = 'image_not_fetched';
/** A call naming more than PICTURE_ADDRESSES_PER_CALL picture addresses (field `rows`). */
export const TOO_MANY_PICTURE_ADDRESSES = 'too_many_picture_addresses';
/** The workspace's own check: the Images column names a file the chosen ZIP does not hold. */
export const PICTURE_NOT_IN_ZIP = 'picture_not_in_zip';

/** A name/value cell: one "Name: Value" per line (the value may hold colons, the name not). */
export function parseNameValueCell(cell: string): NameValue[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return colon < 0
        ? { name: line, value: '' }
        : { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
    });
}

export function nameValueCell(rows: NameValue[]): string {
  return rows.map((row) => `${row.name}: ${row.value}`).join('\n');
}

/** An images cell: one address or file name per line. */
export function parseImagesCell(cell: string): string[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * A file's rows as the calls that send them: IMPORT_ROWS_PER_CALL rows at most, fewer when their
 * picture addresses would pass PICTURE_ADDRESSES_PER_CALL (every address counts here, this site's
 * own too, so the server never finds more than this counted).
 */
export function importCalls<Row extends { images?: unknown }>(rows: Row[]): Row[][] {
  const addressesOf = (row: Row) =>
    Array.isArray(row.images)
      ? row.images.filter((entry): entry is string => typeof entry === 'string' && /^https?:\/\//i.test(entry))
      : [];
  const calls: Row[][] = [];
  let call: Row[] = [];
  let addresses = new Set<string>();
  for (const row of rows) {
    const together = new Set([...addresses, ...addressesOf(row)]);
    const full = call.length === IMPORT_ROWS_PER_CALL || together.size > PICTURE_ADDRESSES_PER_CALL;
    if (full && call.length > 0) {
      calls.push(call);
      call = [];
      addresses = new Set(addressesOf(row));
    } else addresses = together;
    call.push(row);
  }
  if (call.length > 0) calls.push(call);
  return calls;
}

/** Lines of the file that share a model number: the second and later are faults. */
export function duplicateModelNumbers(rows: { line: number; modelNumber: string }[]): ImportFault[] {
  const seen = new Set<string>();
  return rows.flatMap(({ line, modelNumber }) => {
    if (!seen.has(modelNumber)) {
      seen.add(modelNumber);
      return [];
    }
    return [{ line, column: 'modelNumber' as const, code: DUPLICATE_MODEL_NUMBER }];
  });
}
