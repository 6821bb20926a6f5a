import type { Database } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { noteUnseenMessage } from '#functions/domain/messaging/unseen-message-notice.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { channelOf } from '#functions/lib/channel-of.ts';

/**
 * After a message is stored (never before: DESIGN §6), pushes it to every open socket of the
 * recipient and of the sender (their other tabs; the sending tab already has it and ignores the
 * copy by id). Nobody's page open on the recipient's side: they hear of it in their notifications.
 */
export async function deliverMessage(
  env: Env,
  db: Database,
  message: ChatMessage,
  /** Others of the chat to push to: the member holding it when the owner answers from the team inbox. */
  alsoTo: number[] = [],
): Promise<void> {
  const event = { name: 'message', payload: message } as const;
  const others = alsoTo.filter((id) => id !== message.toId && id !== message.fromId);
  const [toRecipient] = await Promise.all([
    channelOf(env, message.toId).push(event),
    channelOf(env, message.fromId).push(event),
    ...others.map((id) => channelOf(env, id).push(event)),
  ]);
  if (toRecipient === 0) await noteUnseenMessage(db, message);
}
