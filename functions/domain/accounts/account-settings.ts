import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import type { ACCOUNT_VISIBILITIES, ProfileChanges } from '#src/shared/account-rules.ts';
import { randomToken } from '#functions/lib/crypto.ts';
import { notePersonChanged } from '#functions/edge-cache/changed-tags.ts';

export async function updateVisibility(
  db: Database,
  userId: number,
  visibility: (typeof ACCOUNT_VISIBILITIES)[number],
  now = Date.now(),
): Promise<void> {
  notePersonChanged(userId);
  await db.update(users).set({ visibility, updatedAt: now }).where(eq(users.id, userId));
}

/** The user's invitation code, made the first time they ask for their invite link. */
export async function inviteCodeOf(db: Database, userId: number): Promise<string> {
  const row = await db.query.users.findFirst({ columns: { inviteCode: true }, where: eq(users.id, userId) });
  if (row?.inviteCode) return row.inviteCode;
  const code = randomToken(12);
  // Only the first of two simultaneous asks writes; both then read the one that stuck.
  await db
    .update(users)
    .set({ inviteCode: code })
    .where(and(eq(users.id, userId), isNull(users.inviteCode)));
  const stored = await db.query.users.findFirst({ columns: { inviteCode: true }, where: eq(users.id, userId) });
  return stored?.inviteCode ?? code;
}

/** The avatar's media key, or null. */
export async function avatarKeyOf(db: Database, userId: number): Promise<string | null> {
  const row = await db.query.users.findFirst({ columns: { avatarKey: true }, where: eq(users.id, userId) });
  return row?.avatarKey ?? null;
}

/** My account › Profile: the fields given are stored (an empty one clears), the others kept. */
export async function updateProfile(db: Database, userId: number, changes: ProfileChanges, now = Date.now()) {
  // drizzle leaves a field whose value is undefined out of the SET.
  const { name, jobTitle, companyName } = changes;
  notePersonChanged(userId);
  await db.update(users).set({ name, jobTitle, companyName, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * The person's photo: a key storeMedia handed out, or null to go back to the initials (spec §9's
 * avatar fallback). The old object stays in R2: keys are content hashes other rows may share.
 */
export async function setAvatarKey(db: Database, userId: number, avatarKey: string | null, now = Date.now()) {
  notePersonChanged(userId);
  await db.update(users).set({ avatarKey, updatedAt: now }).where(eq(users.id, userId));
}
