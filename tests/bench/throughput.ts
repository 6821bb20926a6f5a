import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p50: number; p97_5: number; errors: number };

/** Requests per second that 16 connections get for `seconds` from one address. */
export async function measureThroughput(
  url: string,
  seconds: number,
  init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {},
): Promise<Throughput> {
  const result = await autocannon({ url, connections: 16, duration: seconds, ...init });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}
