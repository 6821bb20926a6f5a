import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import type { DnsRecordToAdd } from '#src/shared/custom-domain.ts';

/**
 * The DNS-over-HTTPS resolver of DOMAIN_RESOLVER_URL, played by the tests (the real one is on the
 * internet): TXT records by name, answered in the resolver's JSON form. `serve()` puts it in place
 * of the Worker's fetch for the rest of the test; `fetcher` is the same resolver for a domain
 * function called directly.
 */
export function fakeResolver() {
  const txt = new Map<string, string[]>();
  const asked: string[] = [];
  let down = false;
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    if (`${url.origin}${url.pathname}` !== env.DOMAIN_RESOLVER_URL) throw new TypeError(`not the resolver: ${url}`);
    const name = url.searchParams.get('name') ?? '';
    asked.push(`${url.searchParams.get('type')} ${name}`);
    if (down) return new Response('unavailable', { status: 503 });
    const values = txt.get(name);
    // NXDOMAIN (3) without records, as a resolver says of a name nobody made.
    return Response.json({
      Status: values ? 0 : 3,
      Answer: values?.map((value) => ({ name, type: 16, TTL: 300, data: `"${value}"` })),
    });
  }) as typeof fetch;
  return {
    asked,
    fetcher,
    /** The owner adds the record at their DNS provider (beside any other TXT record of that name). */
    add(record: DnsRecordToAdd) {
      txt.set(record.name, [...(txt.get(record.name) ?? []), record.value]);
    },
    set(name: string, values: string[]) {
      txt.set(name, values);
    },
    goDown() {
      down = true;
    },
    serve() {
      vi.spyOn(globalThis, 'fetch').mockImplementation(fetcher);
    },
  };
}

export type FakeResolver = ReturnType<typeof fakeResolver>;
