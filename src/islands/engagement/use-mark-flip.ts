import { useState } from 'react';

/**
 * Flips the viewer's marks one at a time: a click while one flips is ignored (spec §4: a mark shows
 * its new state only once its call succeeds). `busy` is the mark flipping.
 */
export function useMarkFlip<Mark extends string>(flipMark: (mark: Mark) => Promise<void>) {
  const [busy, setBusy] = useState<Mark | null>(null);
  const flip = async (mark: Mark) => {
    if (busy) return;
    setBusy(mark);
    await flipMark(mark);
    setBusy(null);
  };
  return { busy, flip };
}
