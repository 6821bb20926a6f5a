import autocannon from 'autocannon';

// Page traffic to run beside another load (issue 27: the chat's figure "on a machine also serving
// page traffic"): the demo storefront's pages, as visitors ask them, through the edge stand-in.

export type PageTraffic = { requestsPerSecond: number; p50: number; p97_5: number; errors: number };

const STOREFRONT_PAGES = ['/demo', '/demo?page=2', '/demo?page=3', '/demo?sort=productname'];

/** `rate` page requests a second over 8 connections for `seconds`. */
export async function servePageTraffic(origin: string, rate: number, seconds: number): Promise<PageTraffic> {
  const result = await autocannon({
    url: origin,
    connections: 8,
    overallRate: rate,
    duration: seconds,
    requests: STOREFRONT_PAGES.map((path) => ({ path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  };
}

export function describePageTraffic(traffic: PageTraffic): string {
  return (
    `beside it ${traffic.requestsPerSecond.toFixed(0)} storefront pages/s through the edge stand-in, ` +
    `p50 ${traffic.p50} ms, p97.5 ${traffic.p97_5} ms, ${traffic.errors} errors`
  );
}
