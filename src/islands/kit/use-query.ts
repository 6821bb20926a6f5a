import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useEffect, useRef, useState } from 'react';
import { createFetcherStore } from '#src/client/query.ts';

export type Loading<T> = { data: T | null; failed: boolean; loading: boolean; retry: () => void };

/** A read and, after a write that answers the new value, its cache entry replaced. */
export type Query<T> = Loading<T> & { mutate: (data: T) => void };

/**
 * The islands' one way to read (DESIGN §9): the answer to `load`, cached in the browser's query
 * context under `key`, asked again when `key` changes. `key` names the read across the app
 * (`area/what?{json}`), so two different loads never share a cache entry. An answer to an older
 * key is dropped (nanoquery sets a store only for its current key), and while the next key loads
 * the last answer stays on screen. A null key reads nothing (a search not typed yet): no data.
 */
export function useQuery<T>(key: string | null, load: () => Promise<T>): Query<T> {
  const loadRef = useRef(load);
  loadRef.current = load;
  const [{ $key, $answer }] = useState(() => {
    const $current = atom<string | null>(key);
    return {
      $key: $current,
      // Asked again on every mount and key change, as the screens always did: the cache only
      // fills the wait.
      $answer: createFetcherStore<T>([$current], { fetcher: () => loadRef.current(), dedupeTime: 0 }),
    };
  });
  useEffect(() => $key.set(key), [$key, key]);
  const answer = useStore($answer);

  // nanoquery's value for a new key holds no data until it comes: the hook keeps the last one.
  const last = useRef<T | null>(null);
  const mine = key !== null && $answer.key === key;
  if (mine && answer.data !== undefined) last.current = answer.data;
  const failed = mine && !answer.loading && answer.error !== undefined;
  return {
    data: key === null ? null : last.current,
    failed,
    loading: key !== null && !failed && (!mine || answer.loading || answer.data === undefined),
    retry: () => $answer.invalidate(),
    mutate: (data) => $answer.mutate(data),
  };
}
