import { count, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { pagerEntries } from '#functions/lib/pager.ts';
import { sessions, users, USER_STATUSES } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

export const userPagerInput = v.object({
  ...pagerEntries(20),
  /** Part of an e-mail address or a name. */
  keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'invalid_keyword')), ''),
});

export const userStatusInput = v.object({
  userId: recordIdSchema,
  status: v.picklist(USER_STATUSES, 'invalid_status'),
});

export async function userPage(db: Database, input: v.InferOutput<typeof userPagerInput>) {
  const where = input.keyword
    ? sql`(instr(${users.email}, lower(${input.keyword})) > 0 or instr(lower(${users.name}), lower(${input.keyword})) > 0)`
    : undefined;
  const [list, totals] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        status: users.status,
        emailVerified: users.emailVerified,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { list, total: totals[0]?.total ?? 0 };
}

/**
 * Disables or re-enables an account. Disabling ends every session of it in the same write
 * (DESIGN §4); its next login says 'Your account is temporary disabled.'
 */
export async function setUserStatus(
  db: Database,
  adminId: number,
  input: v.InferOutput<typeof userStatusInput>,
  now = Date.now(),
): Promise<void> {
  if (input.userId === adminId)
    throw new DomainError('invalid', [{ field: 'userId', code: 'cannot_change_own_status' }]);
  const [updated] = await db.batch([
    db
      .update(users)
      .set({ status: input.status, updatedAt: now })
      .where(eq(users.id, input.userId))
      .returning({ id: users.id }),
    ...(input.status === 'active' ? [] : [db.delete(sessions).where(eq(sessions.userId, input.userId))]),
  ] as const);
  if (updated.length === 0) throw new DomainError('not_found', [{ field: 'userId', code: 'user_not_found' }]);
}
