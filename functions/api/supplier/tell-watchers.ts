import type { Context } from 'hono';
import { notifyFollowers } from '#functions/domain/notifications/notify-followers.ts';
import type { SupplierEnv } from '#functions/api/api-env.ts';

/**
 * After a catalogue write: the supplier's watchers told of the change, once per edit session and
 * after the answer (decision 039). `productId` names the product changed, when one still is.
 */
export function tellWatchers(c: Context<SupplierEnv>, productId: number | null = null): void {
  const access = c.var.supplier;
  c.executionCtx.waitUntil(
    notifyFollowers(c.var.db, {
      kind: 'catalog_change',
      supplierId: access.id,
      productId,
      actorId: access.via === 'owner' ? access.userId : null,
    }),
  );
}
