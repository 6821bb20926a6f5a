import {
  homeProducts,
  homeProductsInput,
  homeSearch,
  homeSearchInput,
  homeSuppliers,
  homeSuppliersInput,
} from '#functions/domain/engagement/home-lists.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** Spec §7: POST app/home suppliers, search, products (My catalogue). */
export const appHomeRoutes = signedInRouter()
  .post('/suppliers', async (c) => {
    const input = parseInput(homeSuppliersInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await homeSuppliers(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/search', async (c) => {
    const input = parseInput(homeSearchInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await homeSearch(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/products', async (c) => {
    const input = parseInput(homeProductsInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await homeProducts(c.var.db, c.var.viewer.userId, input)));
  });
