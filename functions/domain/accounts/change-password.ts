import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import type { RateWindows } from '#functions/lib/rate-limit.ts';
import { confirmPassword } from './confirm-password.ts';
import { hashPassword } from './password-hash.ts';
import { tellSessionsChanged, type SessionChannels } from './session-changes.ts';

/** Stores a new password and ends every session of the user in the same write, sockets too (DESIGN §4). */
export async function setPassword(
  db: Database,
  channels: SessionChannels,
  userId: number,
  password: string,
  now = Date.now(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ]);
  await tellSessionsChanged(channels, userId);
}

/** A signed-in user changes their password; the current one must be right (and is limited like a login). */
export async function changePassword(
  db: Database,
  env: SessionChannels & RateWindows,
  userId: number,
  input: { oldPassword: string; password: string; address: string },
  now = Date.now(),
): Promise<void> {
  await confirmPassword(
    db,
    env,
    userId,
    { password: input.oldPassword, field: 'oldPassword', address: input.address },
    now,
  );
  await setPassword(db, env, userId, input.password, now);
}
