import { atom, type ReadableAtom } from 'nanostores';
import { productViewerState, saveNote as saveNoteCall, setMark } from '#src/client/engagement.ts';
import type { EngagementTarget, Note } from '#src/shared/engagement.ts';
import { noticeSignedOut } from './session-ended.ts';
import { fetchSupplierViewerState } from './supplier-detail.ts';

// What the signed-in viewer has made of the product or supplier on screen (star, note). Pages are
// cached and the same for everyone, so this loads after the page, once, and islands share it.

export type ViewerState = { star: boolean; note: Note };

const states = new Map<string, { $state: ReturnType<typeof atom<ViewerState | null>>; loading?: Promise<void> }>();

function keyOf(target: EngagementTarget): string {
  return target.kind === 'product' ? `product:${target.productId}` : `supplier:${target.supplierName}`;
}

function entry(target: EngagementTarget) {
  const key = keyOf(target);
  let found = states.get(key);
  if (!found) {
    found = { $state: atom<ViewerState | null>(null) };
    states.set(key, found);
  }
  return found;
}

/** The target's state: null until loaded (and when loading failed). */
export function viewerState(target: EngagementTarget): ReadableAtom<ViewerState | null> {
  return entry(target).$state;
}

/** Loads the target's state once, however many islands ask. Browser only. */
export function loadViewerState(target: EngagementTarget): Promise<void> {
  const found = entry(target);
  found.loading ??= (
    target.kind === 'product'
      ? productViewerState(target.productId)
      : fetchSupplierViewerState(target.supplierName).then(({ note }) => ({ star: false, note }))
  )
    .then(({ star, note }) => found.$state.set({ star, note }))
    .catch((error: unknown) => {
      // Spec: detail failures are swallowed; the islands stay as they are, and may try again.
      found.loading = undefined;
      noticeSignedOut(error);
    });
  return found.loading;
}

/** Spec: the star flips only when star/unstar succeeds; failures are silent. */
export async function toggleProductStar(productId: number): Promise<void> {
  const { $state } = entry({ kind: 'product', productId });
  const current = $state.get();
  if (!current) return;
  const star = !current.star;
  try {
    await setMark({ kind: 'product', productId }, 'star', star);
    $state.set({ ...$state.get()!, star });
  } catch (error) {
    noticeSignedOut(error);
  }
}

/** Saves the note; false when it failed (spec: edit mode stays, no message). */
export async function saveNote(target: EngagementTarget, content: string): Promise<boolean> {
  const { $state } = entry(target);
  try {
    const note = await saveNoteCall(target, content);
    $state.set({ star: $state.get()?.star ?? false, note });
    return true;
  } catch (error) {
    noticeSignedOut(error);
    return false;
  }
}
