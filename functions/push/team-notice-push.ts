import { sql } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { teamNoticeText } from '#src/shared/buying-team-text.ts';
import type { TeamNoticeKind } from '#src/shared/buying-teams.ts';
import { sendAll, sendWebPush, vapidKeys, type WebPushTarget } from './web-push.ts';

/** One comment's notices as Web Push: who is told, and of what. */
export type TeamNoticePush = {
  recipients: { userId: number; kind: TeamNoticeKind }[];
  author: string;
  itemName: string;
  teamName: string;
  url: string;
  commentId: number;
};

/**
 * Sends a new comment's notices to the browsers its recipients opted in with; after the comment's
 * answer (waitUntil). A failed browser is not retried: the notice in the app is the record, as for
 * a supplier's push; a subscription the push service says is gone is forgotten.
 */
export async function pushTeamNotices(db: Database, env: Env, push: TeamNoticePush): Promise<void> {
  const vapid = vapidKeys(env);
  if (!vapid || push.recipients.length === 0) return;
  const kinds = new Map(push.recipients.map((recipient) => [recipient.userId, recipient.kind]));
  const targets = await db.all<WebPushTarget & { id: number; userId: number }>(
    sql`select id, user_id as userId, endpoint, p256dh, auth from push_subscriptions
        where user_id in (select value from json_each(${JSON.stringify([...kinds.keys()])}))`,
  );
  const outcomes = await sendAll(targets, (target) =>
    sendWebPush(
      target,
      {
        title: push.teamName,
        body: teamNoticeText(kinds.get(target.userId)!, push.author, push.itemName),
        url: push.url,
        tag: `team-comment-${push.commentId}`,
      },
      `team-comment-${push.commentId}`,
      vapid,
      env,
    ),
  );
  const expired = targets.filter((_, index) => outcomes[index] === 'expired').map((target) => target.id);
  if (expired.length > 0)
    await db.run(
      sql`delete from push_subscriptions where id in (select value from json_each(${JSON.stringify(expired)}))`,
    );
}
