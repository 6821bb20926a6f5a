import type { Context } from 'hono';
import {
  addOwnerMenu,
  deleteOwnerMenu,
  moveOwnerMenu,
  renameOwnerMenu,
} from '#functions/domain/catalogue/catalogue-menus.ts';
import { loadOwnerMenus } from '#functions/domain/catalogue/owner-menu-tree.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, parseParam, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter, type SupplierEnv } from '#functions/api/api-env.ts';
import {
  addMenuSchema,
  deleteMenuQuerySchema,
  moveMenuSchema,
  renameMenuSchema,
} from '#src/shared/catalog-menu-edit.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { catalogueEditor } from './catalogue-editor.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

/** A write's answer beyond add: the tree as now stored, which the workspace shows. */
async function answerTree(c: Context<SupplierEnv>) {
  return c.json(successBody(await loadOwnerMenus(c.var.db, c.var.supplier.id)));
}

const menuIdOf = (c: Context<SupplierEnv>) => parseParam('id', recordIdSchema, c.req.param('id'));

const describeCall = apiFamily('Catalogue menus');

/**
 * Spec §7 supplier/product-catalog-menu: GET all, POST add {name, parentId}; beyond the spec (named
 * in the README) PATCH rename/{id}, POST move, DELETE delete/{id}?products=up|none. The owner or the
 * supplier's ERP token; every call acts on that supplier's menus only.
 */
export const catalogMenuRoutes = supplierRouter()
  .get('/all', describeCall({ summary: 'The catalogue menus as a tree.' }), async (c) =>
    c.json(successBody(await loadOwnerMenus(c.var.db, c.var.supplier.id))),
  )
  .post(
    '/add',
    describeCall({ summary: 'Add a menu, or a sub menu under parentId; answers its id.', body: addMenuSchema }),
    async (c) => {
      const input = parseInput(addMenuSchema, await readJsonBody(c.req.raw));
      const id = await addOwnerMenu(c.var.db, catalogueEditor(c), input);
      return c.json(successBody({ id }));
    },
  )
  .patch('/rename/:id', describeCall({ summary: 'Rename a menu.', body: renameMenuSchema }), async (c) => {
    const id = menuIdOf(c);
    const { name } = parseInput(renameMenuSchema, await readJsonBody(c.req.raw));
    await renameOwnerMenu(c.var.db, catalogueEditor(c), id, name);
    return answerTree(c);
  })
  .post(
    '/move',
    describeCall({ summary: 'Move a menu: another parent or another place among its siblings.', body: moveMenuSchema }),
    async (c) => {
      await moveOwnerMenu(c.var.db, catalogueEditor(c), parseInput(moveMenuSchema, await readJsonBody(c.req.raw)));
      return answerTree(c);
    },
  )
  .delete(
    '/delete/:id',
    describeCall({
      summary: 'Delete a menu; its products move up a level or to no menu.',
      query: deleteMenuQuerySchema,
    }),
    async (c) => {
      const id = menuIdOf(c);
      const { products } = parseInput(deleteMenuQuerySchema, { products: c.req.query('products') });
      await deleteOwnerMenu(c.var.db, catalogueEditor(c), id, products);
      return answerTree(c);
    },
  );
