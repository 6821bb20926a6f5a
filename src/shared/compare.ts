import * as v from 'valibot';

// Comparing products side by side (issue 29 item 2): the selection's bounds, the comparison's
// address, its answer, and how rows of several products line up by name. Shared by the Worker (the
// call and the page) and the browser (the selection tray).

/** A comparison shows 2 to 4 products: a phone still shows two columns at a time, a desktop all four. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const COMPARE_PATH = '/compare';

/**
 * Wakes the compare tray (client:event): announced while something is picked, so a visitor who
 * never picks loads none of its code.
 */
export const COMPARE_TRAY_EVENT = 'vitrine:compare-tray';
export const COMPARE_FULL = `You can compare up to ${COMPARE_MAX} products. Remove one first.`;

/** The comparison's shareable address: the products in the order they were picked. */
export function compareHref(productIds: readonly number[]): string {
  return `${COMPARE_PATH}?ids=${productIds.join(',')}`;
}

const RECORD_ID = /^[1-9]\d{0,15}$/;

/**
 * `ids` as the address and the call spell it: 2–4 distinct product ids, comma-separated. An id
 * given twice is one column.
 */
export const compareIdsSchema = v.pipe(
  v.string('invalid_compare_ids'),
  v.transform((text) => [...new Set(text.split(',').map((part) => part.trim()))]),
  v.check((parts) => parts.every((part) => RECORD_ID.test(part)), 'invalid_compare_ids'),
  v.transform((parts) => parts.map(Number)),
  v.check((ids) => ids.every(Number.isSafeInteger), 'invalid_compare_ids'),
  v.minLength(COMPARE_MIN, 'compare_too_few'),
  v.maxLength(COMPARE_MAX, 'compare_too_many'),
);

export const compareQuerySchema = v.object({ ids: compareIdsSchema });

export type NamedValue = { name: string; value: string };

/** One compared product: what its column shows above the rows, and its own rows by section. */
export type ComparedProduct = {
  id: number;
  href: string;
  image: string | null;
  modelNumber: string;
  productName: string;
  supplier: { name: string; companyName: string };
  general: NamedValue[];
  technical: NamedValue[];
  logistic: NamedValue[];
};

/** A row of the comparison: each product's value by column, null where that product has no such row. */
export type ComparisonRow = { name: string; values: (string | null)[]; differs: boolean };

export type ComparisonSection = { title: string; rows: ComparisonRow[] };

/**
 * GET api/common/product/compare?ids=: the products a visitor may see, in the order asked, their
 * rows aligned by name; `missing` lists the ids no longer shown (removed, or the catalogue closed).
 */
export type Comparison = { products: ComparedProduct[]; sections: ComparisonSection[]; missing: number[] };

/** Names match whatever their case and spacing: "Weight " and "weight" are one row. */
const rowKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Lines up each product's rows by name, in the order names first appear (the first product's order,
 * then what later ones add). A value differs when two products give different values, or one gives
 * none: a row only some products have is a difference worth seeing.
 */
export function alignRows(lists: readonly NamedValue[][]): ComparisonRow[] {
  const rows = new Map<string, ComparisonRow>();
  lists.forEach((list, column) => {
    for (const { name, value } of list) {
      const key = rowKey(name);
      if (!key) continue;
      let row = rows.get(key);
      if (!row) {
        row = { name: name.trim(), values: lists.map(() => null), differs: false };
        rows.set(key, row);
      }
      // A product listing one name twice keeps its first value, as its own page shows it first.
      row.values[column] ??= value.trim();
    }
  });
  return [...rows.values()].map((row) => ({
    ...row,
    differs: new Set(row.values.map((value) => value?.toLowerCase() ?? null)).size > 1,
  }));
}

/** The sections of a comparison, each only when some product has rows in it. */
export function compareSections(products: readonly ComparedProduct[]): ComparisonSection[] {
  const sections = [
    { title: 'General', rows: alignRows(products.map((product) => product.general)) },
    { title: 'Technical Data', rows: alignRows(products.map((product) => product.technical)) },
    { title: 'Logistic Data', rows: alignRows(products.map((product) => product.logistic)) },
  ];
  return sections.filter((section) => section.rows.length > 0);
}

/** A compare toggle's words while off, and while its product is picked. */
export const compareToggleLabel = (on: boolean) => (on ? 'Comparing' : 'Compare');
