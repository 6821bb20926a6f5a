import { SCALE_SUPPLIER } from './bench-server.ts';
import { percentile } from './percentiles.ts';
import { STAND_IN_TALLY_PATH, type StandInTally } from '#functions/edge-cache/stand-in-addresses.ts';

// Edit, then read, a thousand times: the owner's ERP token renames a menu of the scale supplier,
// and the next request for its storefront, through the cache in front of the Worker, must show
// the new name (docs/decisions/068: the save answers after its purge). A read that shows the old
// name is stale.

const MENUS = '/api/supplier/product-catalog-menu';
/** The token may make 600 calls a minute: a round is its one call, so no faster than this. */
const ROUND_MS = 105;

export type EdgeFreshness = { rounds: number; stale: number; fromWorker: number; saveP50: number; saveP95: number };

export async function measureEdgeFreshness(origin: string, token: string, rounds = 1000): Promise<EdgeFreshness> {
  const runId = Date.now().toString(36);
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${origin}${MENUS}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: unknown }).data;
  };
  // Names of this run only: a run stopped halfway leaves its menu behind.
  const nameOf = (round: number) => `Freshness ${runId}-${round}`;
  const { id: menuId } = (await call('POST', '/add', { name: nameOf(0), parentId: null })) as { id: number };
  const storefront = `${origin}/${SCALE_SUPPLIER}`;
  await fetch(storefront).then((answer) => answer.text());
  let stale = 0;
  let fromWorker = 0;
  const saves: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const name = nameOf(round);
      await call('PATCH', `/rename/${menuId}`, { name });
      saves.push(performance.now() - started);
      const read = await fetch(storefront);
      if (!(await read.text()).includes(name)) stale++;
      if (read.headers.get('cf-cache-status') !== 'HIT') fromWorker++;
      const left = ROUND_MS - (performance.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  } finally {
    // A failed round's own error is the one worth seeing: the clean-up's never hides it.
    await call('DELETE', `/delete/${menuId}?products=none`).catch((error: unknown) =>
      console.error('edge freshness: the run’s menu was left behind', error),
    );
  }
  return { rounds, stale, fromWorker, saveP50: percentile(saves, 0.5), saveP95: percentile(saves, 0.95) };
}

export function describeEdgeFreshness(freshness: EdgeFreshness): [string, string][] {
  return [
    [
      'edit then read, through the edge cache',
      `${freshness.rounds} rounds, ${freshness.stale} stale (target 0); ${freshness.fromWorker} reads rendered afresh`,
    ],
    [
      'a save with its purge (menu rename, ERP token)',
      `p50 ${freshness.saveP50.toFixed(1)} ms, p95 ${freshness.saveP95.toFixed(1)} ms`,
    ],
  ];
}

/** The stand-in's count of answers so far (functions/local/cache-front). */
export async function readStandInTally(origin: string): Promise<StandInTally> {
  return (await fetch(`${origin}${STAND_IN_TALLY_PATH}`)).json() as Promise<StandInTally>;
}
