import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { appBindings, suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { randomToken } from '#functions/lib/crypto.ts';
import { APP_BINDING_EXPIRED, APP_BINDING_TTL_SECONDS, type AppBinding } from '#src/shared/app-binding.ts';
import { SUPPLIER_DISABLED } from '#src/shared/api.ts';

// The owner's app-binding code (decision 057): scanned with a phone, it signs that phone in as the
// catalogue's owner, once, within APP_BINDING_TTL_SECONDS. One code per supplier; a new one
// replaces it, and using it deletes it.

const expired = (field: string) => new DomainError('not_found', [{ field, code: APP_BINDING_EXPIRED }]);

/** PATCH supplier/home/create-qrcode: a new code; the one before stops working at once. */
export async function createAppBinding(db: Database, supplierId: number, now = Date.now()): Promise<AppBinding> {
  const sid = randomToken(16);
  const expiresAt = now + APP_BINDING_TTL_SECONDS * 1000;
  await db
    .insert(appBindings)
    .values({ supplierId, sid, expiresAt })
    .onConflictDoUpdate({ target: appBindings.supplierId, set: { sid, expiresAt } });
  return { sid, expiresIn: APP_BINDING_TTL_SECONDS };
}

/**
 * The supplier's code while it still works (GET binding/qrcode), or the code `sid` when it is
 * that one (GET qrcode?sid=); not found otherwise, another supplier's code included.
 */
export async function requireLiveAppBinding(
  db: Database,
  supplierId: number,
  sid?: string,
  now = Date.now(),
): Promise<string> {
  const row = await db.query.appBindings.findFirst({
    columns: { sid: true },
    where: and(
      eq(appBindings.supplierId, supplierId),
      gt(appBindings.expiresAt, now),
      sid === undefined ? undefined : eq(appBindings.sid, sid),
    ),
  });
  if (!row) throw expired(sid === undefined ? '' : 'sid');
  return row.sid;
}

/**
 * POST bind-app {sid}: uses the code up (deleted in the same statement that finds it, so two
 * phones cannot both use it) and names the owner the phone is to be signed in as.
 */
export async function redeemAppBinding(
  db: Database,
  sid: string,
  now = Date.now(),
): Promise<{ userId: number; supplierName: string }> {
  const [used] = await db
    .delete(appBindings)
    .where(and(eq(appBindings.sid, sid), gt(appBindings.expiresAt, now)))
    .returning({ supplierId: appBindings.supplierId });
  if (!used) throw expired('sid');
  const [owner] = await db
    .select({ userId: users.id, userStatus: users.status, supplierName: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .innerJoin(users, eq(users.id, suppliers.ownerId))
    .where(eq(suppliers.id, used.supplierId));
  if (!owner) throw expired('sid');
  if (owner.userStatus !== 'active') throw new DomainError('forbidden', 'account_is_temporary_disabled');
  if (owner.status === 'disabled') throw new DomainError('forbidden', SUPPLIER_DISABLED);
  return { userId: owner.userId, supplierName: owner.supplierName };
}

/** Housekeeping: codes past their time, which nothing can use any more. */
export async function deleteExpiredAppBindings(db: Database, now = Date.now()): Promise<void> {
  await db.delete(appBindings).where(lte(appBindings.expiresAt, now));
}
