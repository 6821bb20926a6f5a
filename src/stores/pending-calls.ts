import { atom, computed } from 'nanostores';

// Spec §4: a loading overlay shows during calls. The workspace's saves and uploads count here;
// the overlay shows while any is under way.

const $pendingCalls = atom(0);

export const $callUnderWay = computed($pendingCalls, (count) => count > 0);

/** Runs a call with the overlay up, and takes the overlay down whatever the call's outcome. */
export async function withOverlay<T>(call: () => Promise<T>): Promise<T> {
  $pendingCalls.set($pendingCalls.get() + 1);
  try {
    return await call();
  } finally {
    $pendingCalls.set($pendingCalls.get() - 1);
  }
}
