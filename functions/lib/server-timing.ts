import { countRoundTrips } from '#functions/db/round-trips.ts';

/**
 * Runs a request's work and describes it for the Server-Timing header: the time spent waiting on
 * I/O (workerd's clock moves only then), the D1 round trips made and the rows they read. Browsers show it in their
 * network panel; `npm run bench` reads it.
 */
export async function timeRequest<T>(work: () => Promise<T>) {
  const started = Date.now();
  const { result, roundTrips, rowsRead } = await countRoundTrips(work);
  const serverTiming = (name: string, description?: string) =>
    `${name};dur=${Date.now() - started}${description ? `;desc="${description}"` : ''}, d1;desc="${roundTrips} round trips, ${rowsRead} rows read"`;
  return { result, serverTiming };
}
