import { useEffect } from 'react';

/**
 * A picker's "added. Save to show …" note holds only while its list has unsaved changes: once the
 * list is saved (or put back), `forget` drops it. Undefined `unsaved`: the picker's list is
 * saved some other way (a post's files), and the note stays.
 */
export function useStaleNote(unsaved: boolean | undefined, forget: () => void): void {
  useEffect(() => {
    if (unsaved === false) forget();
    // `forget` is a new function each render: only a change of `unsaved` matters.
  }, [unsaved]);
}
