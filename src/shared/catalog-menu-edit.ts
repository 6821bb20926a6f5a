import * as v from 'valibot';
import { recordIdSchema } from './record-id.ts';

// The supplier's catalogue menu as the owner edits it (spec §2 "Catalog menu (with parent and sub
// menu)", §7 supplier/product-catalog-menu): one schema per call, used by the workspace as the owner
// types and by the API on every call. Codes only; the back office's *-messages.ts turn them into sentences.

export const MENU_NAME_MAX = 60;

/** A menu's name: trimmed, 1..60 characters, unique among its siblings (checked by the domain). */
export const menuNameRule = v.pipe(
  v.string('invalid_type'),
  v.trim(),
  v.minLength(1, 'required'),
  v.maxLength(MENU_NAME_MAX, `too_long_${MENU_NAME_MAX}`),
);

/** A parent menu's id, or null (absent) for the top level. */
const parentIdRule = v.nullish(recordIdSchema, null);

/** POST supplier/product-catalog-menu/add {name, parentId}: answers { id }. */
export const addMenuSchema = v.object({ name: menuNameRule, parentId: parentIdRule });
export type AddMenuInput = v.InferOutput<typeof addMenuSchema>;

/** PATCH supplier/product-catalog-menu/rename/{id} {name} (beyond the spec): answers the tree. */
export const renameMenuSchema = v.object({ name: menuNameRule });

/**
 * POST supplier/product-catalog-menu/move {id, parentId, position} (beyond the spec): the menu goes
 * under parentId (null: the top level) at position (0 first; past the end: last). Answers the tree.
 */
export const moveMenuSchema = v.object({
  id: recordIdSchema,
  parentId: parentIdRule,
  position: v.pipe(v.number('invalid_position'), v.integer('invalid_position'), v.minValue(0, 'invalid_position')),
});
export type MoveMenuInput = v.InferOutput<typeof moveMenuSchema>;

/** Where a deleted menu's products go: up to its parent (a sub menu only), or to no menu. */
export const MENU_PRODUCT_CHOICES = ['up', 'none'] as const;
export type MenuProductChoice = (typeof MENU_PRODUCT_CHOICES)[number];

/** DELETE supplier/product-catalog-menu/delete/{id}?products=up|none (beyond the spec; none when absent). */
export const deleteMenuQuerySchema = v.object({
  products: v.optional(v.picklist(MENU_PRODUCT_CHOICES, 'invalid_products'), 'none'),
});

/** One menu of GET all: its products, active and disabled, counted. */
export type OwnerMenuEntry = { id: number; name: string; productCount: number };
/** A top-level menu and its sub menus, in order. */
export type OwnerMenu = OwnerMenuEntry & { children: OwnerMenuEntry[] };

/** GET supplier/product-catalog-menu/all: the parents in order, each with its sub menus. */
export type OwnerMenuTree = OwnerMenu[];

/** The domain's refusal codes, for the workspace's messages. */
export const MENU_ERROR_CODES = {
  notFound: 'menu_not_found',
  nameTaken: 'menu_name_taken',
  tooDeep: 'menu_too_deep',
  noParent: 'menu_has_no_parent',
} as const;
