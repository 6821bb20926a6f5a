import { evictDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { channelOf } from '#functions/lib/channel-of.ts';
import { mulberry32 } from '#functions/local/seed/random.ts';
import { callApi } from '#tests/worker/support/call-worker.ts';
import type { Actor } from '#tests/worker/support/actors.ts';
import { makeChatWorld, startChat } from '#tests/worker/messaging/chat-world.ts';
import { openTestPage } from './test-page.ts';

// Issue 13's delivery target: randomized runs of two people chatting from three pages (the buyer
// in two tabs) while sockets drop, reconnect mid-burst and their Durable Objects are evicted (their
// sockets hibernated, or closed). Every page must end with every message of the chat, none twice,
// in id order. `npm test` runs CHAOS_RUNS (a few dozen); `npm run bench` runs 1,000 and prints the tally.

declare global {
  namespace Cloudflare {
    interface Env {
      CHAOS_RUNS?: string;
      CHAOS_SEED?: string;
    }
  }
}

const RUNS = Number(env.CHAOS_RUNS ?? 40);
const SEED = Number(env.CHAOS_SEED ?? Date.now() % 1_000_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await pause(5);
  }
  return true;
}

/** Evicts a user's channel; one that is idle already (hibernated) has nothing to evict. */
async function evict(userId: number, webSockets: 'hibernate' | 'close') {
  try {
    await evictDurableObject(channelOf(env, userId), { webSockets });
  } catch (error) {
    if (!String(error).includes('not currently running')) throw error;
  }
}

type Tally = {
  runs: number;
  messages: number;
  lost: number;
  duplicated: number;
  outOfOrder: number;
  actions: Record<string, number>;
};

async function chaosRun(run: number, next: () => number, tally: Tally): Promise<string[]> {
  const world = await makeChatWorld();
  await startChat(world);
  // Each person from their own address, as in life (the write limits count per address too).
  const address = (who: Actor) => `10.${run % 250}.${who.id % 250}.1`;
  const pages = await Promise.all([
    openTestPage(world.buyer.session, address(world.buyer)),
    openTestPage(world.buyer.session, address(world.buyer)),
    openTestPage(world.sales.session, address(world.sales)),
  ]);
  const problems: string[] = [];
  try {
    if (!(await until(() => pages.every((page) => page.isOnline())))) return [`run ${run}: pages never online`];
    const sends: Promise<number>[] = [];
    const steps = 4 + Math.floor(next() * 10);
    for (let step = 0; step < steps; step++) {
      const roll = next();
      let action: string;
      if (roll < 0.5) {
        action = 'send';
        const fromBuyer = next() < 0.6;
        const [from, to] = fromBuyer ? [world.buyer, world.sales] : [world.sales, world.buyer];
        sends.push(
          callApi('/api/app/message/send', {
            session: from.session,
            body: { contactId: to.id, content: `run ${run} step ${step}` },
            headers: { 'cf-connecting-ip': address(from) },
          }).then((answer) => {
            if (answer.status !== 200) throw new Error(`send answered ${answer.status} ${JSON.stringify(answer.body)}`);
            return answer.body.data.id as number;
          }),
        );
      } else if (roll < 0.75) {
        action = 'drop socket';
        pages[Math.floor(next() * pages.length)]!.drop();
      } else if (roll < 0.9) {
        const webSockets = roll < 0.85 ? 'hibernate' : 'close';
        action = `evict object (sockets ${webSockets})`;
        await evict(next() < 0.5 ? world.buyer.id : world.sales.id, webSockets);
      } else {
        action = 'pause';
        await pause(next() * 30);
      }
      tally.actions[action] = (tally.actions[action] ?? 0) + 1;
    }
    const sent = (await Promise.all(sends)).sort((a, b) => a - b);
    tally.messages += sent.length;
    const complete = (ids: number[]) => sent.every((id) => ids.includes(id));
    await until(() => pages.every((page) => complete(page.view.map((message) => message.id))));
    for (const [index, page] of pages.entries()) {
      const ids = page.view.map((message) => message.id);
      const lost = sent.filter((id) => !ids.includes(id));
      const duplicated = ids.length - new Set(ids).size;
      const outOfOrder = ids.filter((id, at) => at > 0 && id < ids[at - 1]!).length;
      tally.lost += lost.length;
      tally.duplicated += duplicated;
      tally.outOfOrder += outOfOrder;
      if (lost.length || duplicated || outOfOrder || ids.some((id) => !sent.includes(id)))
        problems.push(`run ${run} page ${index}: sent ${sent} saw ${ids}`);
    }
    return problems;
  } finally {
    pages.forEach((page) => page.close());
  }
}

describe('chat delivery under chaos', () => {
  it(
    `loses, repeats and reorders no message over ${RUNS} randomized runs (seed ${SEED})`,
    { timeout: 60_000 + RUNS * 2_000 },
    async () => {
      const next = mulberry32(SEED);
      const tally: Tally = { runs: 0, messages: 0, lost: 0, duplicated: 0, outOfOrder: 0, actions: {} };
      const problems: string[] = [];
      const started = Date.now();
      for (let run = 0; run < RUNS; run++) {
        problems.push(...(await chaosRun(run, next, tally)));
        tally.runs++;
      }
      console.log(
        `chat chaos: ${JSON.stringify({ seed: SEED, ...tally, seconds: Math.round((Date.now() - started) / 1000) })}`,
      );
      expect(problems).toEqual([]);
      expect(tally).toMatchObject({ lost: 0, duplicated: 0, outOfOrder: 0 });
    },
  );
});
