import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { hashPassword } from './password-hash.ts';

export type NewUser = {
  email: string;
  password: string;
  name?: string;
  jobTitle?: string;
  companyName?: string;
  phone?: string;
  countryCode?: string;
  avatarKey?: string | null;
  emailVerified?: boolean;
  isAdmin?: boolean;
  invitedBy?: number | null;
};

/** Spec: e-mail addresses are trimmed and case-insensitive; we store them lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function createUser(db: Database, input: NewUser, now = Date.now()): Promise<number> {
  const { password, ...profile } = input;
  const [row] = await db
    .insert(users)
    .values({
      ...profile,
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(password),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row.id;
}

export async function findUserIdByEmail(db: Database, email: string): Promise<number | null> {
  const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, normalizeEmail(email)) });
  return row?.id ?? null;
}
