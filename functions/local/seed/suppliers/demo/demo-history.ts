import { insertRows, runStatements } from '#functions/db/batch.ts';
import {
  chatContacts,
  chats,
  messages,
  productDailyViews,
  productViews,
  supplierDailyStats,
  supplierFollows,
  supplierStars,
} from '#functions/db/schema/index.ts';
import { seededRandom, type Random } from '#functions/local/seed/random.ts';
import { DAY, daysBeforeSeed, HOUR } from '#functions/local/seed/seed-time.ts';
import type { HistoryContext } from '#functions/local/seed/suppliers/supplier-seed.ts';
import { utcDay } from '#src/shared/statistics.ts';
import { writeVisitorAccounts } from './demo-visitor-accounts.ts';

// 90 days of the demo's history (issue 26 item 5), so its Statistics screen shows a shape: daily
// views per product page, followers arriving, chats asked and answered. Unlike the rest of the
// seed, the days are counted back from the day it runs: the screen's ranges end today, and a
// history ending on the fixed SEED_TIME would leave the charts flat. The figures themselves are
// the same on every run.

export const HISTORY_DAYS = 90;
const VISITORS = 60;
const CHATS = 28;

/** Midnight (UTC) of the day `daysAgo` days before today. */
function dayStart(today: number, daysAgo: number): number {
  return Date.parse(`${utcDay(today)}T00:00:00Z`) - daysAgo * DAY;
}

/** Each past day's page views, growing over the quarter, quieter at weekends, never flat. */
function dailyViews(random: Random, today: number, daysAgo: number): number {
  const weekday = new Date(dayStart(today, daysAgo)).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.55 : 1;
  const trend = 45 + 70 * (1 - daysAgo / HISTORY_DAYS);
  return Math.round(trend * weekend * (0.8 + 0.4 * random.next()));
}

/** The days' totals and each product's share: a few products draw most views, as in life. */
async function writeViews(context: HistoryContext, random: Random, today: number): Promise<void> {
  const ranked = random.pickSome(context.productIds, context.productIds.length);
  const weights = ranked.map((_, rank) => 1 / (rank + 1) ** 0.9);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const pickProduct = () => {
    let left = random.next() * weightSum;
    for (const [index, weight] of weights.entries()) if ((left -= weight) < 0) return ranked[index]!;
    return ranked.at(-1)!;
  };
  const days: (typeof supplierDailyStats.$inferInsert)[] = [];
  const products: (typeof productDailyViews.$inferInsert)[] = [];
  // Today is left to the live counter: its roll-up writes today's row whole.
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
    const day = utcDay(dayStart(today, daysAgo));
    const views = dailyViews(random, today, daysAgo);
    const productViewCount = Math.round(views * (0.6 + 0.1 * random.next()));
    const perProduct = new Map<number, number>();
    for (let view = 0; view < productViewCount; view++) {
      const productId = pickProduct();
      perProduct.set(productId, (perProduct.get(productId) ?? 0) + 1);
    }
    for (const [productId, count] of perProduct)
      products.push({ supplierId: context.supplierId, day, productId, views: count, updatedAt: today });
    const visitors = Math.max(1, Math.round(views / (1.8 + 0.6 * random.next())));
    days.push({
      supplierId: context.supplierId,
      day,
      views,
      visitors,
      productViews: productViewCount,
      productVisitors: Math.min(visitors, Math.round(productViewCount / 1.7)),
      supplierVisitors: Math.min(visitors, Math.round((views - productViewCount) / 1.3)),
      updatedAt: today,
    });
  }
  await runStatements(context.db, [
    ...insertRows(supplierDailyStats, days),
    ...insertRows(productDailyViews, products),
  ]);
}

/** When each visitor followed: a third long before the quarter, the rest more and more often lately. */
function followTime(random: Random, today: number, index: number): number {
  if (index % 3 === 0) return daysBeforeSeed(120 + index);
  const daysAgo = Math.max(1, Math.round(HISTORY_DAYS * (1 - Math.sqrt(random.next()))));
  return dayStart(today, daysAgo) + random.int(7, 21) * HOUR;
}

async function writeFollowsAndStars(context: HistoryContext, random: Random, visitors: number[], today: number) {
  const follows = visitors.map((userId, index) => ({
    userId,
    supplierId: context.supplierId,
    createdAt: followTime(random, today, index),
  }));
  const stars = follows
    .filter((_, index) => index % 4 === 1)
    .map((follow) => ({ ...follow, createdAt: follow.createdAt + random.int(1, 48) * HOUR }))
    .filter((star) => star.createdAt < today);
  // Monitoring's product views: the latest product page a few of them opened.
  const viewed = visitors.slice(0, 24).map((userId) => ({
    userId,
    productId: random.pick(context.productIds.slice(0, 20)),
    viewedAt: today - random.int(1, 10 * 24) * HOUR,
  }));
  await runStatements(context.db, [
    ...insertRows(supplierFollows, follows),
    ...insertRows(supplierStars, stars),
    ...insertRows(productViews, viewed),
  ]);
}

const QUESTIONS = [
  'Hello, could you send your price list for 500 pieces?',
  'What is the lead time for a mixed container?',
  'Do you offer samples of this model?',
  'Can you quote CIF Rotterdam for the items in my list?',
  'Is the stainless version available from stock?',
];
const ANSWERS = [
  'Thank you for your interest. I will send the quotation within the day.',
  'Yes, samples of stock items leave within 3 working days.',
  'Our lead time is 25-35 days after deposit; I attach the details.',
];

/**
 * Conversations buyers opened with the team, answered after minutes to hours by the owner or a
 * sales contact; the latest few still wait for an answer.
 */
async function writeChats(context: HistoryContext, random: Random, visitors: number[], today: number) {
  const askers = random.pickSome(visitors, CHATS);
  for (const [index, buyerId] of askers.entries()) {
    const daysAgo = Math.max(1, Math.round(HISTORY_DAYS * (1 - (index + random.next()) / CHATS)));
    const asked = dayStart(today, daysAgo) + random.int(6, 20) * HOUR + random.int(0, 59) * 60_000;
    const memberId = context.teamIds[index % context.teamIds.length]!;
    const [chat] = await context.db
      .insert(chats)
      .values({ supplierId: context.supplierId, buyerId, createdAt: asked })
      .returning({ id: chats.id });
    const chatId = chat!.id;
    // Minutes to the first answer: mostly within the hour, sometimes the next morning.
    const answerAfter = Math.round(Math.exp(Math.log(8) + random.next() * Math.log(90))) * 60_000;
    const answered = index < CHATS - 3 && asked + answerAfter < today;
    const thread = [
      { chatId, fromId: buyerId, toId: memberId, createTime: asked, content: random.pick(QUESTIONS) },
      ...(answered
        ? [{ chatId, fromId: memberId, toId: buyerId, createTime: asked + answerAfter, content: random.pick(ANSWERS) }]
        : []),
    ].map((message) => ({ ...message, isRead: answered, isReceived: true }));
    await runStatements(context.db, [
      ...insertRows(chatContacts, [
        { userId: buyerId, contactId: memberId, chatId, createdAt: asked },
        { userId: memberId, contactId: buyerId, chatId, createdAt: asked },
      ]),
      ...insertRows(messages, thread),
    ]);
  }
}

/** Writes the demo's quarter of history: visitors, their views, follows, stars and chats. */
export async function writeDemoHistory(context: HistoryContext, today = Date.now()): Promise<void> {
  const random = seededRandom('demo/history');
  const visitors = await writeVisitorAccounts(context.db, random, VISITORS);
  await writeViews(context, random, today);
  await writeFollowsAndStars(context, random, visitors, today);
  await writeChats(context, random, visitors, today);
}
