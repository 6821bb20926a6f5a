import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatBlocks, users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import type { Pager } from '#src/shared/pager.ts';
import type { Page } from '#src/shared/api.ts';
import type { BlockedUser } from '#src/shared/messaging.ts';
import { requireOwnContact } from './chat-access.ts';

/** POST app/block/add {contactId}: only someone the caller talks with; blocking twice is once. */
export async function blockContact(db: Database, userId: number, contactId: number, now = Date.now()): Promise<void> {
  await requireOwnContact(db, userId, contactId);
  await db.insert(chatBlocks).values({ userId, blockedId: contactId, createdAt: now }).onConflictDoNothing();
}

/** POST app/block/delete {contactId}: the caller's own block only; unblocking someone not blocked is a no-op. */
export async function unblockContact(db: Database, userId: number, contactId: number): Promise<void> {
  await db.delete(chatBlocks).where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, contactId)));
}

/** POST app/block/pager {pageNo, pageSize}: the people the caller blocked, the latest first. */
export async function blockedUserPage(db: Database, userId: number, pager: Pager): Promise<Page<BlockedUser>> {
  const mine = eq(chatBlocks.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        avatarKey: users.avatarKey,
        jobTitle: users.jobTitle,
        createTime: chatBlocks.createdAt,
      })
      .from(chatBlocks)
      .innerJoin(users, eq(users.id, chatBlocks.blockedId))
      .where(mine)
      .orderBy(desc(chatBlocks.createdAt), desc(chatBlocks.blockedId))
      .limit(pager.pageSize)
      .offset(pageOffset(pager)),
    db.select({ total: count() }).from(chatBlocks).where(mine),
  ]);
  const list = rows.map(({ avatarKey, ...row }) => ({ ...row, avatar: mediaUrlOrNull(avatarKey) }));
  return toPage(list, total?.total ?? 0, pager);
}
