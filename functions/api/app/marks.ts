import type { Context } from 'hono';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { setIsNew, setMark, type TableMark } from '#functions/domain/engagement/marks.ts';
import { setProductStar } from '#functions/domain/engagement/product-stars.ts';
import { successBody } from '#functions/lib/envelope.ts';
import {
  MARK_CALLS,
  productIsNewInput,
  supplierIsNewInput,
  type EngagementKind,
  type EngagementTarget,
  type ProductMark,
  type SupplierMark,
} from '#src/shared/engagement.ts';
import { parseTarget } from './engagement-target.ts';

type MarkOf<K extends EngagementKind> = K extends 'supplier' ? SupplierMark : ProductMark;

function changeMark(c: Context<SignedInEnv>, target: EngagementTarget, mark: SupplierMark | ProductMark, on: boolean) {
  const { db, viewer } = c.var;
  if (target.kind === 'product' && mark === 'star') return setProductStar(db, viewer.userId, target.productId, on);
  return setMark(db, viewer.userId, target, mark as TableMark<typeof target> & string, on);
}

/**
 * Spec §7: a mark's on and off calls ({supplierId} or {productId}), as MARK_CALLS names them, for
 * the marks of one family (app/supplier: follow and star; app/supplier-watch: watch; …). Each
 * answers the flag's new value: { followed }, { watch }, { stared } or { star }.
 */
export function markRoutes<K extends EngagementKind>(kind: K, marks: readonly MarkOf<K>[]) {
  const router = signedInRouter();
  for (const mark of marks) {
    const calls = (MARK_CALLS[kind] as Record<string, { on: string; off: string }>)[mark]!;
    for (const on of [true, false]) {
      router.post(`/${on ? calls.on : calls.off}`, async (c) => {
        const target = parseTarget(kind, await readJsonBody(c.req.raw));
        return c.json(successBody(await changeMark(c, target, mark, on)));
      });
    }
  }
  return router;
}

/** Spec §7 is-new {supplierId | productId, isNew}: a followed target marked new or seen. */
export function isNewHandler(kind: EngagementKind) {
  return async (c: Context<SignedInEnv>) => {
    const body = await readJsonBody(c.req.raw);
    const { isNew } = kind === 'supplier' ? parseInput(supplierIsNewInput, body) : parseInput(productIsNewInput, body);
    return c.json(successBody(await setIsNew(c.var.db, c.var.viewer.userId, parseTarget(kind, body), isNew)));
  };
}
