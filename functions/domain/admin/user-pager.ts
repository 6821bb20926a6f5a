import { and, count, desc, eq, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { suppliers, users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import { type AdminUserPage, userFiltersSchema } from '#src/shared/admin-users.ts';

export const userPagerInput = v.object({ ...pagerEntries(20), ...userFiltersSchema.entries });
type UserPagerInput = v.InferOutput<typeof userPagerInput>;

/** The catalogue owners, driven from the suppliers' owner index rather than a probe per user. */
const ownerIds = (db: Database) =>
  db.select({ id: suppliers.ownerId }).from(suppliers).where(isNotNull(suppliers.ownerId));

function conditions(db: Database, input: UserPagerInput): SQL | undefined {
  const keyword = input.keyword.toLowerCase();
  return and(
    // E-mail addresses are stored lower-cased; names are not.
    keyword ? sql`(instr(${users.email}, ${keyword}) > 0 or instr(lower(${users.name}), ${keyword}) > 0)` : undefined,
    input.verified === undefined ? undefined : eq(users.emailVerified, input.verified),
    input.status ? eq(users.status, input.status) : undefined,
    input.owners === undefined
      ? undefined
      : input.owners
        ? inArray(users.id, ownerIds(db))
        : notInArray(users.id, ownerIds(db)),
  );
}

/** One page of every account, newest first, with how many catalogues each owns. */
export async function userPage(db: Database, input: UserPagerInput): Promise<AdminUserPage> {
  const where = conditions(db, input);
  const [list, totals] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        jobTitle: users.jobTitle,
        companyName: users.companyName,
        avatarKey: users.avatarKey,
        status: users.status,
        emailVerified: users.emailVerified,
        isAdmin: users.isAdmin,
        createdAt: users.createdAt,
        lastSignInAt: users.lastSignInAt,
        // Spelled out: drizzle leaves a column unqualified here, and the inner `id` would be the supplier's.
        supplierCount: sql<number>`(select count(*) from ${suppliers} where ${suppliers.ownerId} = "users"."id")`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return toPage(
    list.map(({ avatarKey, ...row }) => ({ ...row, avatar: mediaUrlOrNull(avatarKey) })),
    totals[0]?.total ?? 0,
    input,
  );
}
