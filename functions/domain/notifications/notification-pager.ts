import { and, count, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { notifications, pushSends, suppliers } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { pageOffset, toPage } from '#functions/lib/pager.ts';
import { pagerEntries } from '#src/shared/pager.ts';
import type { NotificationItem } from '#src/shared/notifications.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import type { Page } from '#src/shared/api.ts';

export const notificationPagerInput = v.object(pagerEntries(20));

/** A page of read-or-not flags at most, as the list shows. */
const MAX_IDS_PER_UPDATE = 100;
export const notificationReadInput = v.object({
  notificationIds: v.pipe(
    v.array(recordIdSchema, 'invalid_notification_ids'),
    v.minLength(1, 'notification_ids_required'),
    v.maxLength(MAX_IDS_PER_UPDATE, 'too_many_notification_ids'),
  ),
  isRead: v.boolean('invalid_is_read'),
});

/** POST app/notification/pager {pageNo, pageSize}: the caller's notifications, newest first, and their unread total. */
export async function notificationPage(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof notificationPagerInput>,
): Promise<Page<NotificationItem> & { unread: number }> {
  const mine = eq(notifications.userId, userId);
  const [rows, totals, unread] = await db.batch([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        isRead: notifications.isRead,
        createTime: notifications.createdAt,
        supplierName: suppliers.name,
        companyName: suppliers.companyName,
        avatarKey: suppliers.avatarKey,
        productId: notifications.productId,
        postId: notifications.postId,
        pushTitle: pushSends.title,
        pushText: pushSends.message,
      })
      .from(notifications)
      .innerJoin(suppliers, eq(suppliers.id, notifications.supplierId))
      .leftJoin(pushSends, eq(pushSends.id, notifications.pushSendId))
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    db.select({ total: count() }).from(notifications).where(mine),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, false))),
  ]);
  const list = rows.map(({ supplierName, companyName, avatarKey, pushTitle, pushText, ...row }) => ({
    ...row,
    supplier: { id: supplierName, companyName, avatar: mediaUrlOrNull(avatarKey) },
    // An admin's push shows what was written; one older than issue 26 wrote nothing and says the default.
    push: pushTitle ? { title: pushTitle, text: pushText ?? '' } : null,
  }));
  return { ...toPage(list, totals[0]?.total ?? 0, input), unread: unread[0]?.total ?? 0 };
}

/** POST app/notification/update/read {notificationIds, isRead}: only the caller's rows change; others' ids are ignored. */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  input: v.InferOutput<typeof notificationReadInput>,
): Promise<{ updated: number; unread: number }> {
  const [updated, unread] = await db.batch([
    db
      .update(notifications)
      .set({ isRead: input.isRead })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, input.notificationIds)))
      .returning({ id: notifications.id }),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
  ]);
  return { updated: updated.length, unread: unread[0]?.total ?? 0 };
}
