/**
 * What the Worker reports in Server-Timing (functions/lib/server-timing.ts), read back:
 * `page;dur=12;desc="MISS", d1;desc="2 round trips, 40 rows read"` (API calls name `api`, no desc),
 * and a chat message's share of the D1 write its group went in: `d1-grouped;desc="0.250 of a D1 write"`.
 */
export type ServerTiming = { state: string; ms: number; roundTrips: number; rowsRead: number; groupedWrites: number };

export function readServerTiming(header: string | null | undefined): ServerTiming {
  const work = /^\w+;dur=(\d+)(?:;desc="(\w+)")?/.exec(header ?? '');
  const d1 = /d1;desc="(\d+) round trips, (\d+) rows read"/.exec(header ?? '');
  const grouped = /d1-grouped;desc="([\d.]+) of a D1 write"/.exec(header ?? '');
  return {
    state: work?.[2] ?? '',
    ms: Number(work?.[1]),
    roundTrips: Number(d1?.[1]),
    rowsRead: Number(d1?.[2]),
    groupedWrites: Number(grouped?.[1] ?? 0),
  };
}
