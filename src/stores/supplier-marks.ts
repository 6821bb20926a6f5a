import { atom, type ReadableAtom } from 'nanostores';
import { saveFollowTags, setMark } from '#src/client/engagement.ts';
import type { SupplierMark, SupplierMarks } from '#src/shared/engagement.ts';
import { noticeSignedOut } from './session-ended.ts';
import { fetchSupplierViewerState } from './supplier-detail.ts';

// The signed-in viewer's marks on the supplier on screen (spec §2 popup: follow, watch, favorite,
// tags). Loaded after the page, shared by the desktop popup and the phone menu.

const stores = new Map<string, ReturnType<typeof atom<SupplierMarks | null>>>();

function storeOf(supplierName: string) {
  let found = stores.get(supplierName);
  if (!found) {
    found = atom<SupplierMarks | null>(null);
    stores.set(supplierName, found);
  }
  return found;
}

/** The marks: null until loaded (and while loading fails). */
export function supplierMarks(supplierName: string): ReadableAtom<SupplierMarks | null> {
  return storeOf(supplierName);
}

/** Loads the marks (once per page, see fetchSupplierDetail); resolves with them, or null on failure. */
export async function loadSupplierMarks(supplierName: string): Promise<SupplierMarks | null> {
  const $marks = storeOf(supplierName);
  if ($marks.get()) return $marks.get();
  try {
    const { note, ...marks } = await fetchSupplierViewerState(supplierName);
    $marks.set($marks.get() ?? marks);
  } catch (error) {
    noticeSignedOut(error); // spec §8: otherwise silent
  }
  return $marks.get();
}

/** Spec §4: a flag flips only when its call succeeds; failures are silent. Resolves true on success. */
export async function setSupplierFlag(supplierName: string, flag: SupplierMark, on: boolean): Promise<boolean> {
  const $marks = storeOf(supplierName);
  try {
    await setMark({ kind: 'supplier', supplierName }, flag, on);
  } catch (error) {
    noticeSignedOut(error);
    return false;
  }
  const current = $marks.get();
  // Unfollowing drops the supplier's tags on the server (decision 013); the store says the same.
  if (current) $marks.set({ ...current, [flag]: on, ...(flag === 'followed' && !on ? { tagIds: [] } : {}) });
  return true;
}

/** Spec §4: a tag selection is saved at once; resolves true on success (failures are silent). */
export async function saveSupplierTags(supplierName: string, tagIds: number[]): Promise<boolean> {
  const $marks = storeOf(supplierName);
  try {
    await saveFollowTags({ kind: 'supplier', supplierName }, tagIds);
  } catch (error) {
    noticeSignedOut(error);
    return false;
  }
  const current = $marks.get();
  if (current) $marks.set({ ...current, tagIds });
  return true;
}

/** A deleted tag leaves every supplier it was on (the server cascades); the store follows. */
export function forgetSupplierTag(supplierName: string, tagId: number): void {
  const $marks = storeOf(supplierName);
  const current = $marks.get();
  if (current) $marks.set({ ...current, tagIds: current.tagIds.filter((id) => id !== tagId) });
}
