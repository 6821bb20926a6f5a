import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatBlocks, messages } from '#functions/db/schema/index.ts';
import { storeMessage } from '#functions/domain/messaging/store-message.ts';
import { MESSAGE_LOG_SHARDS } from '#functions/message-log/append-message.ts';
import type { MessageEntry } from '#functions/message-log/write-message-group.ts';
import { CHAT_BLOCKED, CONTACT_NOT_FOUND } from '#src/shared/messaging.ts';
import { appPost } from '#tests/worker/support/actors.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeChatWorld, messageCall, person, startChat } from './chat-world.ts';

// Decision 078: chat messages reach D1 through a MessageLog, a group per batch. What a sender and
// a reader notice must not change: each message stored once, as sent, in the one id order that
// `messages/since` reads; and a bad message fails only its own sender.

const logOfChat = (chatId: number) =>
  env.MESSAGE_LOG.get(env.MESSAGE_LOG.idFromName(`shard:${chatId % MESSAGE_LOG_SHARDS}`));

const entry = (chatId: number, fromId: number, toId: number, content: string): MessageEntry => ({
  chatId,
  fromId,
  toId,
  content,
  type: 'text',
  createTime: Date.now(),
});

const groupedShare = (serverTiming: string | null) =>
  Number(/d1-grouped;desc="([\d.]+) of a D1 write"/.exec(serverTiming ?? '')?.[1]);

describe('chat messages written in groups', () => {
  it('stores each of many messages sent at once exactly as sent, in one id order `since` reads back', async () => {
    const world = await makeChatWorld();
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, index) => person(`Buyer ${index + 1}`)));
    for (const buyer of buyers) await startChat({ ...world, buyer });
    const before = (await messageCall('since', {}, world.sales)).body.data.lastId as number;

    const answers = await Promise.all(
      buyers.map((buyer) =>
        messageCall('send', { contactId: world.sales.id, content: `Hello from ${buyer.name}` }, buyer),
      ),
    );
    const sent = answers.map((answer) => answer.body.data as { id: number; fromId: number; content: string });
    expect(answers.map((answer) => answer.status)).toEqual(buyers.map(() => 200));
    // Each answer is its own sender's message, and tells its share of the D1 write it went in.
    sent.forEach((message, index) => {
      expect(message).toMatchObject({ fromId: buyers[index]!.id, content: `Hello from ${buyers[index]!.name}` });
      const share = groupedShare(answers[index]!.headers.get('server-timing'));
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThanOrEqual(1);
    });

    const missed = (await messageCall('since', { afterId: before }, world.sales)).body.data;
    const ids = missed.list.map((message: { id: number }) => message.id);
    expect(new Set(ids).size).toBe(buyers.length);
    // The reader gets what each sender was answered, no more, no less.
    expect([...missed.list].sort((a, b) => a.id - b.id)).toEqual([...sent].sort((a, b) => a.id - b.id));
  });

  it('writes messages handed over at once in a few D1 batches, ids in the order handed', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const log = logOfChat(chatId);
    const handed = Array.from({ length: 40 }, (_, index) =>
      entry(chatId, world.buyer.id, world.sales.id, `Line ${index + 1}`),
    );

    const appended = await Promise.all(handed.map((one) => log.append(one)));

    // One batch per group: the first goes alone at once, the rest wait for it and go together.
    const stored = appended.map((outcome) => {
      if ('failure' in outcome) throw new Error(outcome.failure);
      return outcome;
    });
    const batches = stored.reduce((sum, { groupSize }) => sum + 1 / groupSize, 0);
    expect(Math.round(batches)).toBeLessThanOrEqual(3);
    const ids = stored.map(({ row }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const rows = await db().select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.id);
    expect(rows.map((row) => [row.id, row.content, row.fromId, row.toId])).toEqual(
      stored.map(({ row }, index) => [row.id, `Line ${index + 1}`, world.buyer.id, world.sales.id]),
    );
  });

  it('fails only the message that cannot be stored; the others of its group are stored', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const log = logOfChat(chatId);
    const nobody = 987_654_321;
    const handed = Array.from({ length: 10 }, (_, index) =>
      entry(chatId, index === 4 ? nobody : world.buyer.id, world.sales.id, `Line ${index + 1}`),
    );

    const outcomes = await Promise.all(handed.map((one) => log.append(one)));

    expect(outcomes.map((outcome) => 'failure' in outcome)).toEqual(handed.map((_, index) => index === 4));
    expect(outcomes[4]).toMatchObject({ failure: expect.stringContaining('FOREIGN KEY constraint failed') });
    const stored = await db().select().from(messages).where(eq(messages.chatId, chatId)).orderBy(messages.id);
    expect(stored.map((row) => row.content)).toEqual(
      handed.filter((_, index) => index !== 4).map((one) => one.content),
    );
  });

  it('refuses, in the database too, a message to or from someone blocked after the contact was checked', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const other = await person('Other Buyer');
    const { chatId: otherChatId } = await startChat({ ...world, buyer: other });
    // The sales contact blocks the buyer between the requests' checks and the log's write.
    await db().insert(chatBlocks).values({ userId: world.sales.id, blockedId: world.buyer.id, createdAt: Date.now() });
    const log = logOfChat(chatId);

    const outcomes = await Promise.all([
      log.append(entry(otherChatId, other.id, world.sales.id, 'Before')),
      log.append(entry(chatId, world.buyer.id, world.sales.id, 'To the blocker')),
      log.append(entry(chatId, world.sales.id, world.buyer.id, 'From the blocker')),
      // The owner answering from the team inbox, in the conversation the blocker holds.
      log.append(entry(chatId, world.owner.id, world.buyer.id, 'From the team')),
      log.append(entry(otherChatId, world.sales.id, other.id, 'Unaffected')),
    ]);

    expect(outcomes.map((outcome) => ('failure' in outcome ? outcome.failure : 'stored'))).toEqual([
      'stored',
      expect.stringContaining('chat_blocked'),
      expect.stringContaining('chat_blocked'),
      expect.stringContaining('chat_blocked'),
      'stored',
    ]);
    const stored = await db().select({ content: messages.content }).from(messages).where(eq(messages.chatId, chatId));
    expect(stored).toEqual([]);
    // The sender hears it as the check would have said it: 403 chat_blocked.
    await expect(
      storeMessage(env, { fromId: world.buyer.id, toId: world.sales.id, chatId }, { type: 'text', content: 'Again' }),
    ).rejects.toMatchObject({ kind: 'forbidden', errors: [{ field: 'contactId', code: CHAT_BLOCKED }] });
  });

  it('refuses a message from the team inbox while its writer and the buyer block each other, not the holder’s own', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    await db().insert(chatBlocks).values({ userId: world.owner.id, blockedId: world.buyer.id, createdAt: Date.now() });
    const log = logOfChat(chatId);

    const fromOwner = await log.append(entry(chatId, world.owner.id, world.buyer.id, 'From the owner'));
    const fromHolder = await log.append(entry(chatId, world.sales.id, world.buyer.id, 'From the holder'));

    expect(fromOwner).toMatchObject({ failure: expect.stringContaining('chat_blocked') });
    expect(fromHolder).toMatchObject({ row: { content: 'From the holder', toId: world.buyer.id } });
    // The team inbox's refusal names its own field, as its check does.
    await expect(
      storeMessage(
        env,
        { fromId: world.owner.id, toId: world.buyer.id, chatId },
        { type: 'text', content: 'Again' },
        { refusalField: 'chatId' },
      ),
    ).rejects.toMatchObject({ kind: 'forbidden', errors: [{ field: 'chatId', code: CHAT_BLOCKED }] });
  });

  it('refuses a message to a member the conversation was handed away from after the check', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    // The buyer's request checked its contact with the sales member; then the owner takes it over.
    const handed = await appPost(
      'team-inbox/hand-over',
      { supplierId: world.supplier.name, chatId, memberId: world.owner.id },
      world.owner,
    );
    expect(handed.status).toBe(200);

    const late = await logOfChat(chatId).append(entry(chatId, world.buyer.id, world.sales.id, 'Late'));

    expect(late).toMatchObject({ failure: expect.stringContaining('contact_not_found') });
    await expect(
      storeMessage(env, { fromId: world.buyer.id, toId: world.sales.id, chatId }, { type: 'text', content: 'Late' }),
    ).rejects.toMatchObject({ kind: 'not_found', errors: [{ field: 'contactId', code: CONTACT_NOT_FOUND }] });
    // The new holder gets what the buyer writes now.
    const now = await logOfChat(chatId).append(entry(chatId, world.buyer.id, world.owner.id, 'Now'));
    expect(now).toMatchObject({ row: { content: 'Now', toId: world.owner.id } });
  });
});
