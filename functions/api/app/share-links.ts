import {
  accessLinkInput,
  openShareLink,
  shareProducts,
  shareProductsInput,
  shareSuppliers,
  shareSuppliersInput,
} from '#functions/domain/engagement/share-links.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/** Spec §7: share-supplier create-link {supplierIds} and access-link {link}. */
export const shareSupplierRoutes = signedInRouter()
  .post('/create-link', limitWrites('shareLink'), async (c) => {
    const input = parseInput(shareSuppliersInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await shareSuppliers(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/access-link', async (c) => {
    const input = parseInput(accessLinkInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await openShareLink(c.var.db, 'supplier', input)));
  });

/** Spec §7: share-product create-link {productIds} and access-link {link}. */
export const shareProductRoutes = signedInRouter()
  .post('/create-link', limitWrites('shareLink'), async (c) => {
    const input = parseInput(shareProductsInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await shareProducts(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/access-link', async (c) => {
    const input = parseInput(accessLinkInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await openShareLink(c.var.db, 'product', input)));
  });
