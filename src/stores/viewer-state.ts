import { atom, type ReadableAtom } from 'nanostores';
import { request } from '#src/client/request.ts';
import { noticeSignedOut } from './session-ended.ts';
import { fetchSupplierDetail } from './supplier-detail.ts';

// What the signed-in viewer has made of the product or supplier on screen (star, note). Pages are
// cached and the same for everyone, so this loads after the page, once, and islands share it.

export type Note = { content: string; updated: number } | null;

/** Which note an island shows: a product's or a supplier's. */
export type NoteTarget = { kind: 'product'; productId: number } | { kind: 'supplier'; supplierName: string };

export type ViewerState = { star: boolean; note: Note };

const states = new Map<string, { $state: ReturnType<typeof atom<ViewerState | null>>; loading?: Promise<void> }>();

function keyOf(target: NoteTarget): string {
  return target.kind === 'product' ? `product:${target.productId}` : `supplier:${target.supplierName}`;
}

function entry(target: NoteTarget) {
  const key = keyOf(target);
  let found = states.get(key);
  if (!found) {
    found = { $state: atom<ViewerState | null>(null) };
    states.set(key, found);
  }
  return found;
}

/** The target's state: null until loaded (and when loading failed). */
export function viewerState(target: NoteTarget): ReadableAtom<ViewerState | null> {
  return entry(target).$state;
}

/** Loads the target's state once, however many islands ask. Browser only. */
export function loadViewerState(target: NoteTarget): Promise<void> {
  const found = entry(target);
  found.loading ??= (
    target.kind === 'product'
      ? request<ViewerState>(`/api/common/product/detail/${target.productId}`)
      : fetchSupplierDetail(target.supplierName).then(({ note }) => ({ star: false, note }))
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
    await request(`/api/app/product/${star ? 'star' : 'unstar'}`, { method: 'POST', body: { productId } });
    $state.set({ ...$state.get()!, star });
  } catch (error) {
    noticeSignedOut(error);
  }
}

/** Saves the note; false when it failed (spec: edit mode stays, no message). */
export async function saveNote(target: NoteTarget, content: string): Promise<boolean> {
  const { $state } = entry(target);
  try {
    const note =
      target.kind === 'product'
        ? await request<Note>('/api/app/product/note', { method: 'POST', body: { productId: target.productId, content } })
        : await request<Note>('/api/common/supplier/note', { method: 'POST', body: { supplierId: target.supplierName, content } });
    $state.set({ star: $state.get()?.star ?? false, note });
    return true;
  } catch (error) {
    noticeSignedOut(error);
    return false;
  }
}

