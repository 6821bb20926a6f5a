import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (typing paused): what a search asks for, so a
 * read starts only then. Null until the first value settles; the one before until the next does.
 */
export function useSettled<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
