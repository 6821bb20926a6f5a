import type { Env } from '#functions/env.ts';
import { openDatabase } from '#functions/db/client.ts';
import { sessionTokenOf } from '#functions/lib/cookies.ts';
import { hmacSha256 } from '#functions/lib/crypto.ts';
import { utcDay } from '#src/shared/statistics.ts';
import type { PageView } from './signed-view.ts';
import type { PageVisits, SupplierStats } from './supplier-stats.ts';
import { withoutTeamViews } from './team-views.ts';
import { logError } from '#functions/lib/log.ts';

/** Crawlers, previews and audits are not visitors. */
const BOT_USER_AGENT = /bot|crawl|spider|slurp|lighthouse|headless/i;

export function isBot(userAgent: string | null): boolean {
  return !userAgent || BOT_USER_AGENT.test(userAgent);
}

/** The supplier's counter (one Durable Object per supplier). */
export function statsOf(env: Env, supplierId: number): DurableObjectStub<SupplierStats> {
  return env.STATS.get(env.STATS.idFromName(String(supplierId)));
}

/**
 * Who visited, without saying who: a keyed hash of address, browser and day. Without the secret
 * it cannot be traced back, and it changes every day, so nobody is followed across days.
 */
async function visitorKey(secret: string, seen: SeenView): Promise<string> {
  return (await hmacSha256(secret, `visitor\n${seen.day}\n${seen.address}\n${seen.userAgent}`)).slice(0, 22);
}

/**
 * A view as the request saw it; its visitor is hashed with the others of its batch. `session` is
 * the session cookie, if any: the hand-over asks whether it is one of the catalogue's own team.
 */
export type SeenView = Omit<PageVisits, 'visitor' | 'views'> & {
  address: string;
  userAgent: string;
  session: string | null;
};

/** Views of this isolate not yet handed to their counters, and whether a hand-over is scheduled. */
let waiting: SeenView[] = [];
let handOverScheduled = false;
/** How long an isolate gathers views before one call per supplier takes them (cheaper under load). */
export const BATCH_WINDOW_MS = 50;

/**
 * Hands the views gathered in the last moments to their suppliers' counters, one call each. It
 * runs in the waitUntil of the request that started the window, which keeps the isolate alive
 * until the counters have stored them; the other requests only add plain data to the list, so a
 * beacon under load pays for nothing else.
 */
async function handOver(env: Env): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
  const gathered = waiting;
  waiting = [];
  handOverScheduled = false;
  const seen = await withoutTeamViews(openDatabase(env.DB), gathered);
  // One hash per visitor of the batch and one entry per page they opened, with its count: a busy
  // page's views cost the hand-over little more than one view.
  const byVisitor = Map.groupBy(seen, (view) => `${view.day}\n${view.address}\n${view.userAgent}`);
  const visits: PageVisits[] = (
    await Promise.all(
      [...byVisitor.values()].map(async (ofVisitor) => {
        const visitor = await visitorKey(env.APP_SECRET, ofVisitor[0]!);
        const byPage = Map.groupBy(ofVisitor, (view) => `${view.supplierId}\n${view.page}\n${view.productId}`);
        return [...byPage.values()].map((ofPage) => {
          const { supplierId, day, page, productId } = ofPage[0]!;
          return { supplierId, day, page, productId, visitor, views: ofPage.length };
        });
      }),
    )
  ).flat();
  const bySupplier = Map.groupBy(visits, (visit) => visit.supplierId);
  const results = await Promise.allSettled(
    [...bySupplier].map(([supplierId, ofSupplier]) => statsOf(env, supplierId).record(ofSupplier)),
  );
  for (const result of results)
    if (result.status === 'rejected') {
      const error: unknown = result.reason;
      logError('statistics: views were not counted', error);
    }
}

/**
 * Counts a view of a public supplier page, sent by the page itself (api/common/view.ts), off the
 * answer's path: the beacon never waits for it, and a failure to count is logged, never shown. The
 * visitor is the beacon's sender: its address, browser and session cookie are the page's reader's.
 * Off with VITRINE_COUNT_VIEWS=off (benchmarks only; production counts).
 */
export function countView(request: Request, env: Env, ctx: Pick<ExecutionContext, 'waitUntil'>, view: PageView) {
  if (env.VITRINE_COUNT_VIEWS === 'off') return;
  const userAgent = request.headers.get('user-agent');
  if (isBot(userAgent)) return;
  const address = request.headers.get('cf-connecting-ip') ?? '';
  waiting.push({
    supplierId: view.supplierId,
    day: utcDay(Date.now()),
    page: view.page,
    productId: view.page === 'product' ? view.productId : null,
    address,
    userAgent: userAgent ?? '',
    session: sessionTokenOf(request) ?? null,
  });
  if (handOverScheduled) return;
  handOverScheduled = true;
  ctx.waitUntil(
    handOver(env).catch((error: unknown) => {
      logError('statistics: views were not counted', error);
    }),
  );
}
