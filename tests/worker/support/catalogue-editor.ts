import { createExecutionContext } from 'cloudflare:test';
import type { CatalogueEditor } from '#functions/domain/notifications/tell-watchers.ts';

/**
 * A supplier's ERP token as the domain's catalogue writes take it (no person writing), for tests
 * that call those writes directly; the watchers' notice runs after the call, as in a request.
 */
export function tokenEditor(supplierId: number): CatalogueEditor {
  const ctx = createExecutionContext();
  return { supplierId, actorId: null, afterAnswer: (work) => ctx.waitUntil(work) };
}
