import { createMiddleware } from 'hono/factory';
import { supplierOfDeveloperToken, touchDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { findBackOfficeSupplier, type BackOfficeSupplier } from '#functions/domain/suppliers/supplier-lookups.ts';
import { bearerToken } from '#functions/lib/bearer-token.ts';
import type { Database } from '#functions/db/client.ts';
import type { Viewer } from '#functions/domain/accounts/sessions.ts';
import type { SupplierAccess, SupplierEnv } from '#functions/api/api-env.ts';
import { LOGIN_REQUIRED, SUPPLIER_DISABLED } from '#src/shared/api.ts';
import { ApiError } from '#functions/api/api-error.ts';

const TOUCH_INTERVAL_MS = 5 * 60_000;
const lastTouched = new Map<number, number>();

async function findAccess(
  db: Database,
  request: Request,
  viewer: Viewer | null,
): Promise<{ supplier: BackOfficeSupplier; access: SupplierAccess }> {
  const token = bearerToken(request);
  if (token) {
    const supplier = await supplierOfDeveloperToken(db, token);
    if (!supplier) throw new ApiError(401, 'developer_token_invalid');
    return { supplier, access: { id: supplier.id, name: supplier.name, via: 'developer_token' } };
  }
  if (!viewer) throw new ApiError(401, LOGIN_REQUIRED);
  const supplier = await findBackOfficeSupplier(db, viewer.userId);
  if (!supplier) throw new ApiError(403, 'supplier_owner_required');
  return { supplier, access: { id: supplier.id, name: supplier.name, via: 'owner', userId: viewer.userId } };
}

/**
 * The supplier family's one check (DESIGN §4): the caller owns a supplier (session) or holds its
 * developer token (Authorization: Bearer). Handlers act only on c.var.supplier, so a caller
 * reaches no other supplier's records.
 */
export const supplierAccess = createMiddleware<SupplierEnv>(async (c, next) => {
  const { supplier, access } = await findAccess(c.var.db, c.req.raw, c.var.viewer);
  if (supplier.status === 'disabled') throw new ApiError(403, SUPPLIER_DISABLED);
  if (access.via === 'developer_token' && Date.now() - (lastTouched.get(supplier.id) ?? 0) > TOUCH_INTERVAL_MS) {
    lastTouched.set(supplier.id, Date.now());
    c.executionCtx.waitUntil(touchDeveloperToken(c.var.db, supplier.id));
  }
  c.set('supplier', access);
  await next();
});

/** The owner behind a call; account and token management need the owner's session, not a token. */
export function ownerUserId(access: SupplierAccess): number {
  if (access.via !== 'owner') throw new ApiError(403, 'owner_session_required');
  return access.userId;
}

/** Guards a whole router with ownerUserId: a leaked ERP token cannot take the account over. */
export const ownerOnly = createMiddleware<SupplierEnv>(async (c, next) => {
  ownerUserId(c.var.supplier);
  await next();
});
