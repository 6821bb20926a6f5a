import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import { confirmPassword } from './confirm-password.ts';
import { hashPassword } from './password-hash.ts';

/** Stores a new password and ends every session of the user in the same write (DESIGN §4). */
export async function setPassword(db: Database, userId: number, password: string, now = Date.now()): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
}

/** A signed-in user changes their password; the current one must be right (and is limited like a login). */
export async function changePassword(
  db: Database,
  userId: number,
  input: { oldPassword: string; password: string; address: string },
  now = Date.now(),
): Promise<void> {
  await confirmPassword(db, userId, { password: input.oldPassword, field: 'oldPassword', address: input.address }, now);
  await setPassword(db, userId, input.password, now);
}
