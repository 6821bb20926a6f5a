import { readCappedBody } from './capped-body.ts';
import { isPublicHttpsAddress } from './public-address.ts';

// A file fetched from an address someone gave (public-address.ts says which may be): redirects
// followed by hand so every hop meets the same rule, the body read within a limit, the whole
// within a time. Every failure is a PublicFetchFailed or the fetch's own error; callers answer
// one thing for all of them, so nothing tells which addresses answer.

export type PublicFetchLimits = { maxBytes: number; timeoutMs: number; maxRedirects: number };

export class PublicFetchFailed extends Error {
  override name = 'PublicFetchFailed';
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** GETs a public https address: the last hop's address, its content type and its bytes. */
export async function fetchPublicFile(
  address: string,
  { maxBytes, timeoutMs, maxRedirects }: PublicFetchLimits,
  fetcher: typeof fetch = fetch,
): Promise<{ url: URL; contentType: string; bytes: Uint8Array<ArrayBuffer> }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    if (!isPublicHttpsAddress(url)) throw new PublicFetchFailed('not a public https address');
    const response = await fetcher(url, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (REDIRECT_STATUSES.has(response.status) && location) {
      await response.body?.cancel();
      if (hop === maxRedirects) throw new PublicFetchFailed('too many redirects');
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PublicFetchFailed(`answered ${response.status}`);
    }
    const bytes = await readCappedBody(response, maxBytes, signal);
    return { url, contentType: response.headers.get('content-type') ?? '', bytes };
  }
}
