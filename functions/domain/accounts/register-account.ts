import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { users } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { ProfileChanges } from '#src/shared/account-rules.ts';
import { createEmailToken } from './email-tokens.ts';
import { createUser, findUserIdByEmail } from './users.ts';

export const EMAIL_EXISTS = { field: 'email', code: 'account_register_email_exists' };

/** Creates an unverified account, with the profile fields it was given, and the token of its verification link. */
export async function registerAccount(
  db: Database,
  input: { email: string; password: string; invite?: string } & ProfileChanges,
  now = Date.now(),
): Promise<{ userId: number; verificationToken: string }> {
  if ((await findUserIdByEmail(db, input.email)) !== null) throw new DomainError('invalid', [EMAIL_EXISTS]);
  const inviter = input.invite
    ? await db.query.users.findFirst({ columns: { id: true }, where: eq(users.inviteCode, input.invite) })
    : undefined;
  let userId: number;
  try {
    userId = await createUser(
      db,
      {
        email: input.email,
        password: input.password,
        name: input.name ?? '',
        jobTitle: input.jobTitle ?? '',
        companyName: input.companyName ?? '',
        invitedBy: inviter?.id ?? null,
      },
      now,
    );
  } catch (error) {
    // Two registrations of one address at once: the unique index lets only one through.
    if ((await findUserIdByEmail(db, input.email)) !== null) throw new DomainError('invalid', [EMAIL_EXISTS]);
    throw error;
  }
  return { userId, verificationToken: await createEmailToken(db, userId, 'verify', now) };
}
