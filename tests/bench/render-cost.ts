import { percentile } from './percentiles.ts';

export type RenderCost = { roundTrips: number[]; serverMs: number[] };

/** What the page cache reports in Server-Timing: page;dur=…;desc="MISS", d1;desc="N round trips". */
function readServerTiming(header: string | null): { state: string; ms: number; roundTrips: number } {
  const page = /page;dur=(\d+);desc="(\w+)"/.exec(header ?? '');
  const d1 = /d1;desc="(\d+) round trips"/.exec(header ?? '');
  return { state: page?.[2] ?? '', ms: Number(page?.[1]), roundTrips: Number(d1?.[1]) };
}

/**
 * Renders the page `count` times without the cache's help (each address is new to it) and keeps
 * the server's own figures: time spent and D1 round trips, the version read included.
 */
export async function measureUncachedRenders(
  origin: string,
  path: (index: number) => string,
  count: number,
): Promise<RenderCost> {
  const cost: RenderCost = { roundTrips: [], serverMs: [] };
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${origin}${path(index)}`, { redirect: 'manual' });
    await response.arrayBuffer();
    const timing = readServerTiming(response.headers.get('server-timing'));
    if (timing.state !== 'MISS')
      throw new Error(`${path(index)} was a ${timing.state || response.status}, not a fresh render`);
    cost.roundTrips.push(timing.roundTrips);
    cost.serverMs.push(timing.ms);
  }
  return cost;
}

export function describeRenderCost(cost: RenderCost): string {
  return `${Math.max(...cost.roundTrips)} D1 round trips (version read + render), server p50 ${percentile(cost.serverMs, 0.5)} ms, p95 ${percentile(cost.serverMs, 0.95)} ms`;
}
