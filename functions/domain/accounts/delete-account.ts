import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { notePersonChanged } from '#functions/edge-cache/changed-tags.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import { deleteOwnedBuyingTeams } from '#functions/domain/buying-teams/teams.ts';
import { confirmPassword } from './confirm-password.ts';
import { forgetAccountGuesses } from './password-guesses.ts';
import { tellSessionsChanged, type SessionChannels } from './session-changes.ts';

export const SUPPLIER_OWNER_CANNOT_DELETE = 'account_delete_supplier_owner';

/**
 * Deletes an account and what is only theirs: sessions, links, stars, notes, sales-contact places
 * and the buying teams they own go with the row (foreign keys cascade), and the sockets of those sessions close; their
 * posts stay with the supplier without an author, and people they invited stay without an
 * inviter. A supplier owner cannot delete the account while the catalogue is theirs: it would
 * leave a storefront nobody can run; closing the catalogue first (POST supplier/home/deregister)
 * lets them. The password is asked again: a session left open on a shared computer must not be
 * enough.
 */
export async function deleteAccount(
  db: Database,
  env: SessionChannels & RateWindows,
  userId: number,
  confirmation: { password: string; address: string },
): Promise<void> {
  const owned = await db.query.suppliers.findFirst({ columns: { id: true }, where: eq(suppliers.ownerId, userId) });
  if (owned) throw new DomainError('conflict', SUPPLIER_OWNER_CANNOT_DELETE);
  await confirmPassword(db, env, userId, { ...confirmation, field: 'password' });
  // The buying teams they own go with them, in the same batch: a team nobody owns could be renamed,
  // cleaned up or closed by no one (decision 076).
  const [, [deleted]] = await db.batch([
    deleteOwnedBuyingTeams(db, userId),
    db.delete(users).where(eq(users.id, userId)).returning({ email: users.email }),
  ]);
  if (!deleted) return;
  notePersonChanged(userId);
  await forgetAccountGuesses(env, deleted.email);
  await tellSessionsChanged(env, userId);
}
