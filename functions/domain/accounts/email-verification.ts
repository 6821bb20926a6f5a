import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { findEmailTokenUser } from './email-tokens.ts';

/**
 * The link in the verification mail. The token stays valid until it expires: mail scanners that
 * open links first must not spend it, and verifying twice changes nothing.
 */
export async function verifyEmail(db: Database, token: string, now = Date.now()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return false;
  const userId = await findEmailTokenUser(db, token, 'verify', now);
  if (userId === null) return false;
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  return true;
}
