import { env } from 'cloudflare:workers';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats, messages, suppliers } from '#functions/db/schema/index.ts';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { openChat } from '#functions/domain/messaging/add-contact.ts';
import { measureAnswerMinutes, refreshAnswerTimes } from '#functions/domain/messaging/answer-times.ts';
import { runHousekeeping } from '#functions/housekeeping.ts';
import { answerTimeLabel } from '#src/shared/answer-time.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

// Issue 29 item 3: a team's median first-answer time over the last 90 days, measured hourly and
// shown on its company page. Messages are written with the times each case needs.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 29, 12);

async function team() {
  const owner = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  return { owner, supplier };
}

/**
 * A buyer's chat with the team: they first write `askedAgo` before NOW, and the team answers
 * `answeredAfter` later (never when null); the buyer's later messages do not move the start.
 */
async function chatWith(
  world: Awaited<ReturnType<typeof team>>,
  askedAgo: number,
  answeredAfter: number | null,
): Promise<void> {
  const buyer = await makeUser(db());
  await openChat(
    db(),
    { supplierId: world.supplier.id, buyerId: buyer.id, memberId: world.owner.id, caller: buyer.id },
    NOW,
  );
  const [chat] = await db()
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.supplierId, world.supplier.id), eq(chats.buyerId, buyer.id)));
  const askedAt = NOW - askedAgo;
  const write = (fromId: number, toId: number, createTime: number) =>
    db().insert(messages).values({ chatId: chat!.id, fromId, toId, createTime, content: 'Hello' });
  await write(buyer.id, world.owner.id, askedAt);
  await write(buyer.id, world.owner.id, askedAt + MINUTE);
  if (answeredAfter !== null) await write(world.owner.id, buyer.id, askedAt + answeredAfter);
}

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

describe('a team’s answer time', () => {
  it('is the median of first answers over 90 days; a chat still waiting counts its wait so far', async () => {
    const world = await team();
    await chatWith(world, 2 * DAY, 30 * MINUTE);
    await chatWith(world, 3 * DAY, 90 * MINUTE);
    await chatWith(world, 4 * DAY, 200 * MINUTE);
    await chatWith(world, 10 * 60 * MINUTE, null);
    // Older than the window: a slow answer that no longer counts.
    await chatWith(world, 100 * DAY, 5 * DAY);

    // Waits of 30, 90, 200 and 600 minutes: the upper middle of four.
    expect((await measureAnswerMinutes(db(), NOW)).get(world.supplier.id)).toBe(200);
    await refreshAnswerTimes(db(), NOW);
    const { company } = await loadCompanyPage(db(), world.supplier.name);
    expect(company?.answerMinutes).toBe(200);
    expect(answerTimeLabel(company!.answerMinutes)).toBe('Usually answers within 4 h');
  });

  it('says nothing with fewer than three chats', async () => {
    const world = await team();
    await chatWith(world, DAY, 10 * MINUTE);
    await chatWith(world, DAY, 20 * MINUTE);
    await refreshAnswerTimes(db(), NOW);
    expect((await loadCompanyPage(db(), world.supplier.name)).company?.answerMinutes).toBeNull();
  });

  it('renews the catalogue’s pages only when the words shown change', async () => {
    const world = await team();
    for (const minutes of [40, 50, 55]) await chatWith(world, DAY, minutes * MINUTE);
    const before = await versionOf(world.supplier.id);
    await refreshAnswerTimes(db(), NOW);
    expect(await versionOf(world.supplier.id)).toBe(before + 1);

    // 55 minutes now (of 40, 50, 55, 58): still "within 1 h", stored without renewing a page.
    await chatWith(world, DAY, 58 * MINUTE);
    await refreshAnswerTimes(db(), NOW);
    expect((await loadCompanyPage(db(), world.supplier.name)).company?.answerMinutes).toBe(55);
    expect(await versionOf(world.supplier.id)).toBe(before + 1);

    // Four slow ones move the middle to 100 minutes, "within 2 h": the pages move on.
    for (const minutes of [100, 105, 110, 115]) await chatWith(world, DAY, minutes * MINUTE);
    await refreshAnswerTimes(db(), NOW);
    expect(answerTimeLabel((await loadCompanyPage(db(), world.supplier.name)).company!.answerMinutes)).toBe(
      'Usually answers within 2 h',
    );
    expect(await versionOf(world.supplier.id)).toBe(before + 2);

    // A second run with nothing new changes nothing.
    await refreshAnswerTimes(db(), NOW);
    expect(await versionOf(world.supplier.id)).toBe(before + 2);
  });

  it('is measured by the hourly housekeeping', async () => {
    const world = await team();
    for (const minutes of [5, 6, 7]) await chatWith(world, DAY, minutes * MINUTE);
    await runHousekeeping(env, undefined, NOW);
    expect((await loadCompanyPage(db(), world.supplier.name)).company?.answerMinutes).toBe(6);
  });
});
