import type { Context } from 'hono';
import type { CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';
import type { SupplierEnv } from '#functions/api/api-env.ts';

/** The caller as the domain's catalogue writes take them: they tell the watchers themselves, after the answer. */
export function catalogueEditor(c: Context<SupplierEnv>): CatalogueEditor {
  const access = c.var.supplier;
  return {
    supplierId: access.id,
    actorId: access.via === 'owner' ? access.userId : null,
    afterAnswer: (work) => c.executionCtx.waitUntil(work),
  };
}
