import type { Context } from 'hono';
import { supplierTargetInput } from '#functions/domain/engagement/engagement-targets.ts';
import { markSupplier, setSupplierIsNew, supplierIsNewInput, unmarkSupplier, type SupplierMark } from '#functions/domain/engagement/supplier-marks.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/lib/validation.ts';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';

/** Answers the flag's new value: { followed }, { watch } or { stared }. */
function toggle(mark: SupplierMark, on: boolean) {
  return async (c: Context<SignedInEnv>) => {
    const { supplierId } = parseInput(supplierTargetInput, await readJsonBody(c.req.raw));
    const change = on ? markSupplier : unmarkSupplier;
    return c.json(successBody(await change(c.var.db, c.var.viewer.userId, supplierId, mark)));
  };
}

/** Spec §7: POST app/supplier/follow, unfollow, star, unstar {supplierId}; is-new {supplierId, isNew}. */
export const appSupplierMarkRoutes = signedInRouter()
  .post('/follow', toggle('followed', true))
  .post('/unfollow', toggle('followed', false))
  // Spec §4: favorite flips `stared`.
  .post('/star', toggle('stared', true))
  .post('/unstar', toggle('stared', false))
  .post('/is-new', async (c) => {
    const input = parseInput(supplierIsNewInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await setSupplierIsNew(c.var.db, c.var.viewer.userId, input)));
  });

/** Spec §7: POST app/supplier-watch/watch, unwatch {supplierId}. */
export const appSupplierWatchRoutes = signedInRouter().post('/watch', toggle('watch', true)).post('/unwatch', toggle('watch', false));
