import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { emailTokens, type EmailTokenPurpose } from '#functions/db/schema/index.ts';
import { randomToken, sha256Hex } from '#functions/lib/crypto.ts';

const HOUR = 60 * 60_000;
/** A verification link works for a day; a reset link for an hour, once. */
export const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = { verify: 24 * HOUR, reset: HOUR };

/** A new link token; the user's earlier links of the same kind stop working. Stored only as its hash. */
export async function createEmailToken(
  db: Database,
  userId: number,
  purpose: EmailTokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomToken(32);
  await db.batch([
    db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose))),
    db
      .insert(emailTokens)
      .values({ id: await sha256Hex(token), userId, purpose, expiresAt: now + EMAIL_TOKEN_LIFETIME_MS[purpose] }),
  ]);
  return token;
}

/** The user a live token belongs to, leaving the token in place. */
export async function findEmailTokenUser(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now = Date.now(),
): Promise<number | null> {
  const row = await db.query.emailTokens.findFirst({
    columns: { userId: true },
    where: and(
      eq(emailTokens.id, await sha256Hex(token)),
      eq(emailTokens.purpose, purpose),
      gt(emailTokens.expiresAt, now),
    ),
  });
  return row?.userId ?? null;
}

/** Uses a token up: the user it belonged to if it was live, else null. */
export async function spendEmailToken(
  db: Database,
  token: string,
  purpose: EmailTokenPurpose,
  now = Date.now(),
): Promise<number | null> {
  const [row] = await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.id, await sha256Hex(token)), eq(emailTokens.purpose, purpose)))
    .returning({ userId: emailTokens.userId, expiresAt: emailTokens.expiresAt });
  return row && row.expiresAt > now ? row.userId : null;
}

export async function deleteExpiredEmailTokens(db: Database, now = Date.now()): Promise<void> {
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
}
