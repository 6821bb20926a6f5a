import { productNoteInput, saveProductNote } from '#functions/domain/engagement/notes.ts';
import { productStarInput, starProduct, unstarProduct } from '#functions/domain/engagement/product-stars.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/lib/validation.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

/** The viewer's star and note on a product (spec §7, app prefix: signed in). */
export const appProductRoutes = signedInRouter()
  .post('/star', async (c) => {
    const input = parseInput(productStarInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await starProduct(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/unstar', async (c) => {
    const input = parseInput(productStarInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await unstarProduct(c.var.db, c.var.viewer.userId, input)));
  })
  // Answers the saved note, or null when empty content deleted it.
  .post('/note', async (c) => {
    const input = parseInput(productNoteInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await saveProductNote(c.var.db, c.var.viewer.userId, input)));
  });
