import { percentile } from './percentiles.ts';
import { readServerTiming, type ServerTiming } from '#tests/support/server-timing.ts';

/** Each request's figures as the Worker reports them, and its duration as the client saw it. */
export type ServerCost = { server: ServerTiming[]; endToEnd: number[] };

/**
 * Sends the requests one after another, so each duration is a latency and not a queue, and keeps
 * the Worker's own figures (Server-Timing: time, D1 round trips, rows read) and the client's.
 * `expectState: 'MISS'` makes sure every page was rendered, not served from the edge cache.
 */
export async function measureSequentially(
  count: number,
  send: (index: number) => Promise<Response>,
  options: { expectState?: string } = {},
): Promise<ServerCost> {
  const cost: ServerCost = { server: [], endToEnd: [] };
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await send(index);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`request ${index} (${response.url}) answered ${response.status}`);
    cost.endToEnd.push(performance.now() - started);
    const timing = readServerTiming(response.headers.get('server-timing'));
    if (options.expectState && timing.state !== options.expectState)
      throw new Error(`${response.url} was a ${timing.state}, not a ${options.expectState}`);
    cost.server.push(timing);
  }
  return cost;
}

export const describeLatencies = (latencies: number[]) =>
  `p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`;

/** The Worker's time (p50, p95), its D1 round trips and the most rows one request read. */
export function describeServerCost(cost: ServerCost, target = ''): string {
  const most = (values: number[]) => Math.max(...values).toLocaleString('en');
  return [
    `server ${describeLatencies(cost.server.map((timing) => timing.ms))}${target ? ` (target ${target})` : ''}`,
    `${most(cost.server.map((timing) => timing.roundTrips))} D1 round trips`,
    `<= ${most(cost.server.map((timing) => timing.rowsRead))} rows read`,
  ].join(', ');
}
