import { nanoquery } from '@nanostores/query';
import { request } from './request.ts';

// The browser's one @nanostores/query context (DESIGN §9): one cache, so a key names one read
// across every store and screen. Keys are addresses (`/api/…`) or, for the islands' useQuery,
// `area/what?{json}`: two different reads never share a key. Writes answer the new value into a
// store (its mutate) or ask it again (revalidate, invalidate).

export const [createFetcherStore] = nanoquery({
  fetcher: (...keys) => request(keys.join('')),
  // A failed read is shown with its reason; the user retries, the store does not loop.
  onErrorRetry: null,
});
