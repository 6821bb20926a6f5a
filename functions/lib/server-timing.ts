import { countRoundTrips } from '#functions/db/round-trips.ts';

/**
 * Runs a request's work and describes it for the Server-Timing header: the time spent waiting on
 * I/O (workerd's clock moves only then), the D1 round trips made and the rows they read, and,
 * locally, the share of a D1 write grouped with other requests' (functions/message-log; elsewhere
 * a group's size would tell a caller how much others write). Browsers show it in their network
 * panel; `npm run bench` reads it.
 */
export async function timeRequest<T>(work: () => Promise<T>, { tellGroupedWrites = false } = {}) {
  const started = Date.now();
  const { result, roundTrips, rowsRead, groupedWrites } = await countRoundTrips(work);
  const grouped =
    tellGroupedWrites && groupedWrites > 0 ? `, d1-grouped;desc="${groupedWrites.toFixed(3)} of a D1 write"` : '';
  const serverTiming = (name: string, description?: string) =>
    `${name};dur=${Date.now() - started}${description ? `;desc="${description}"` : ''}, d1;desc="${roundTrips} round trips, ${rowsRead} rows read"${grouped}`;
  return { result, serverTiming };
}
