import { env, exports } from 'cloudflare:workers';
import { statsOf } from '#functions/statistics/count-view.ts';
import { signView, type PageView } from '#functions/statistics/signed-view.ts';
import type { DayTotals, SupplierStats } from '#functions/statistics/supplier-stats.ts';
import { utcDay } from '#src/shared/statistics.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';
import { ORIGIN, SESSION_COOKIE } from './call-worker.ts';

// A public page's view beacon as a browser sends it (src/scripts/view-beacon.ts): the view the
// page carries, signed as the layout signs it, in a plain-text body without the anti-forgery pair.
// The stand-in renderer draws no real pages, so the tests sign the view the page would carry.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Who sends the beacon: their browser, their address, and their session cookie if signed in. */
export type Visitor = { userAgent?: string; address?: string; session?: string };

/** What the beacon was answered: a beacon's sender never reads it, the tests do. */
export type BeaconAnswer = { status: number; headers: Headers; body: unknown };

/** Sends `body` to the beacon's address, from `visitor`'s browser, on `origin` (a catalogue's own domain, say). */
export async function sendBeacon(body: string, visitor: Visitor = {}, origin = ORIGIN): Promise<BeaconAnswer> {
  const headers: Record<string, string> = {
    'content-type': 'text/plain;charset=UTF-8',
    'user-agent': visitor.userAgent ?? BROWSER,
    'cf-connecting-ip': visitor.address ?? '203.0.113.7',
  };
  if (visitor.session) headers.cookie = `${SESSION_COOKIE}=${visitor.session}`;
  const response = await exports.default.fetch(
    new Request(`${origin}${VIEW_BEACON_PATH}`, { method: 'POST', headers, body }),
  );
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? null : JSON.parse(text) };
}

/** A page's view, signed as the page carries it and sent as the page sends it once loaded. */
export async function sendView(view: PageView, visitor: Visitor = {}, origin = ORIGIN): Promise<BeaconAnswer> {
  return sendBeacon(JSON.stringify(await signView(env.APP_SECRET, view)), visitor, origin);
}

/**
 * The supplier's figures of today once its counter holds `views` views (counting happens after the
 * beacon's answer), and a moment later: nothing more may come.
 */
export async function settledTotals(supplierId: number, views: number): Promise<DayTotals> {
  const counter = statsOf(env, supplierId) as unknown as DurableObjectStub<SupplierStats>;
  const today = () => utcDay(Date.now());
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await counter.totalsOf(today())).views >= views) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  return counter.totalsOf(today());
}
