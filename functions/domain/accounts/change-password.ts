import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** Stores a new password and ends every session of the user in the same write (DESIGN §4). */
export async function setPassword(db: Database, userId: number, password: string, now = Date.now()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
}

/** A signed-in user changes their password; the current one must be right. */
export async function changePassword(
  db: Database,
  userId: number,
  input: { oldPassword: string; password: string },
  now = Date.now(),
): Promise<void> {
  const user = await db.query.users.findFirst({ columns: { passwordHash: true }, where: eq(users.id, userId) });
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
    throw new DomainError('invalid', [{ field: 'oldPassword', code: 'account_password_wrong' }]);
  }
  await setPassword(db, userId, input.password, now);
}
