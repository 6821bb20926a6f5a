import * as v from 'valibot';

/**
 * A name's TXT records, asked of a DNS-over-HTTPS resolver in its JSON form (a GET with
 * `accept: application/dns-json`, as Cloudflare's https://cloudflare-dns.com/dns-query and Google's
 * https://dns.google/resolve answer it). The resolver's address is configuration
 * (DOMAIN_RESOLVER_URL); `fetcher` is the Worker's fetch, and the worker tests hand in a resolver
 * of their own.
 */
const TXT_TYPE = 16;
/** DNS response codes (RFC 1035 §4.1.1): the name has records, or does not exist. Others are failures. */
const NO_ERROR = 0;
const NAME_ERROR = 3;
const TIMEOUT_MS = 5_000;

const dnsAnswer = v.object({
  Status: v.number(),
  Answer: v.optional(v.array(v.object({ type: v.number(), data: v.string() })), []),
});

export class ResolverError extends Error {
  override name = 'ResolverError';
}

/** A TXT record's data as resolvers write it: one or more quoted strings, which make one value. */
function txtValue(data: string): string {
  const strings = [...data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => text!.replace(/\\(.)/g, '$1'));
  return strings.length > 0 ? strings.join('') : data;
}

export function dnsTxtLookup(resolverUrl: string, fetcher: typeof fetch = fetch) {
  /** The TXT values at `name` ([] when it has none or does not exist); ResolverError when nothing is known. */
  return async function txtRecords(name: string): Promise<string[]> {
    const url = new URL(resolverUrl);
    url.searchParams.set('name', name);
    url.searchParams.set('type', 'TXT');
    const answer = await fetcher(url, {
      headers: { accept: 'application/dns-json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }).catch(() => null);
    const parsed = v.safeParse(dnsAnswer, await answer?.json().catch(() => null));
    if (!answer?.ok || !parsed.success || ![NO_ERROR, NAME_ERROR].includes(parsed.output.Status))
      throw new ResolverError(`DNS resolver answered ${answer?.status ?? 'nothing'} for TXT`);
    return parsed.output.Answer.filter((record) => record.type === TXT_TYPE).map((record) => txtValue(record.data));
  };
}

export type TxtLookup = ReturnType<typeof dnsTxtLookup>;
