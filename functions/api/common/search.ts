import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import {
  productPagerInput,
  productSuggestionInput,
  searchProducts,
  suggestProducts,
} from '#functions/domain/catalogue/product-search.ts';
import { apiRouter } from '#functions/api/api-env.ts';

/** Public product search of one supplier's catalogue (spec §7). */
export const searchRoutes = apiRouter()
  .post('/product/pager', async (c) => {
    const input = parseInput(productPagerInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await searchProducts(c.var.db, input)));
  })
  .post('/product/suggestion', async (c) => {
    const input = parseInput(productSuggestionInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await suggestProducts(c.var.db, input)));
  });
