import { atom, computed } from 'nanostores';

// Spec §4: a loading overlay shows during calls. Saves, uploads and a buyer's calls count here;
// the overlay (scripts/call-overlay.ts) shows once a call has taken OVERLAY_DELAY_MS, so a quick
// call never flashes it (issue 26), and stays until every call is over.

/** How long a call runs before the overlay covers the page. */
export const OVERLAY_DELAY_MS = 300;

const $pendingCalls = atom(0);
const $overlayDue = atom(false);
let overlayTimer: ReturnType<typeof setTimeout> | undefined;

export const $callUnderWay = computed($pendingCalls, (count) => count > 0);

/** Whether the page is covered: a call has been under way for OVERLAY_DELAY_MS. */
export const $overlayShown = computed([$callUnderWay, $overlayDue], (busy, due) => busy && due);

function countCall(change: 1 | -1): void {
  const count = $pendingCalls.get() + change;
  $pendingCalls.set(count);
  if (count === 1 && change === 1) overlayTimer = setTimeout(() => $overlayDue.set(true), OVERLAY_DELAY_MS);
  if (count === 0) {
    clearTimeout(overlayTimer);
    $overlayDue.set(false);
  }
}

/** Runs a call with the overlay due, and takes the overlay down whatever the call's outcome. */
export async function withOverlay<T>(call: () => Promise<T>): Promise<T> {
  countCall(1);
  try {
    return await call();
  } finally {
    countCall(-1);
  }
}
