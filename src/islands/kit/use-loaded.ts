import { useEffect, useState } from 'react';

export type Loading<T> = { data: T | null; failed: boolean; loading: boolean; retry: () => void };

/**
 * The answer to one read, asked again when `key` changes; an answer to an older key is dropped
 * (the call is aborted), and while the next loads the last answer stays on screen.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loading<T> {
  const [state, setState] = useState<{ key: string; data: T | null; failed: boolean }>({
    key: '',
    data: null,
    failed: false,
  });
  const [tries, setTries] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, data, failed: false }),
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, key, failed: true }));
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads; a retry asks again for the same key.
  }, [key, tries]);

  return {
    data: state.data,
    failed: state.failed && state.key === key,
    loading: state.key !== key,
    retry: () => {
      setState((current) => ({ ...current, key: '', failed: false }));
      setTries((count) => count + 1);
    },
  };
}
