import * as v from 'valibot';
import { recordIdSchema } from './record-id.ts';

// A supplier's own product categories (GET supplier/category/list; beyond the spec PUT
// supplier/category/list, in docs/back-office.md): the one schema the workspace checks as the owner
// types and the API checks on every call. Codes only; product-messages.ts says them in words.

/** As long as a category a bulk import names (product-import.ts). */
export const CATEGORY_NAME_MAX = 120;
/** Enough for a catalogue's own taxonomy, short enough to stay one select list. */
export const MAX_CATEGORIES = 200;

/** One category of GET supplier/category/list (parentId as the spec's list has it; the workspace keeps it flat). */
export type ProductCategory = { id: number; name: string; parentId: number | null };

export const CATEGORY_NAME_TAKEN = 'category_name_taken';
export const CATEGORY_NOT_FOUND = 'category_not_found';

const categoryNameRule = v.pipe(
  v.string('invalid_type'),
  v.trim(),
  v.minLength(1, 'required'),
  v.maxLength(CATEGORY_NAME_MAX, `too_long_${CATEGORY_NAME_MAX}`),
);

/**
 * PUT supplier/category/list {categories}: the whole list as it should be, in order. A row with an
 * id keeps that category (renamed when its name changed), one without is new, and a stored one
 * left out is deleted (its products keep no category).
 */
export const categoryListSchema = v.object({
  categories: v.pipe(
    v.array(v.object({ id: v.nullish(recordIdSchema, null), name: categoryNameRule }), 'invalid_type'),
    v.maxLength(MAX_CATEGORIES, `too_many_${MAX_CATEGORIES}`),
  ),
});
export type CategoryListInput = v.InferOutput<typeof categoryListSchema>;
export type CategoryDraft = v.InferInput<typeof categoryListSchema>;

/** Names compare as the owner reads them: "Valves" and "valves " are one category. */
const nameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/** The places in `names` that repeat an earlier name: each is refused as taken. */
export function repeatedNamePlaces(names: string[]): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, index) => {
    const key = nameKey(name);
    if (key === '') return [];
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}
