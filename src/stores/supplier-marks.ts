import { atom, type ReadableAtom } from 'nanostores';
import { request } from '#src/client/request.ts';
import { noticeSignedOut } from './session-ended.ts';
import { fetchSupplierDetail } from './supplier-detail.ts';

// The signed-in viewer's marks on the supplier on screen (spec §2 popup: follow, watch, favorite,
// tags). Loaded after the page, shared by the desktop popup and the phone menu.

export type SupplierMarks = { followed: boolean; watch: boolean; stared: boolean; tagIds: number[] };
export type SupplierFlag = 'followed' | 'watch' | 'stared';

/** Spec §7: the calls that put a flag on and take it off. */
const FLAG_CALLS: Record<SupplierFlag, { on: string; off: string }> = {
  followed: { on: '/api/app/supplier/follow', off: '/api/app/supplier/unfollow' },
  watch: { on: '/api/app/supplier-watch/watch', off: '/api/app/supplier-watch/unwatch' },
  stared: { on: '/api/app/supplier/star', off: '/api/app/supplier/unstar' },
};

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
    const { followed, watch, stared, tagIds } = await fetchSupplierDetail(supplierName);
    $marks.set($marks.get() ?? { followed, watch, stared, tagIds });
  } catch (error) {
    noticeSignedOut(error); // spec §8: otherwise silent
  }
  return $marks.get();
}

/** Spec §4: a flag flips only when its call succeeds; failures are silent. Resolves true on success. */
export async function setSupplierFlag(supplierName: string, flag: SupplierFlag, on: boolean): Promise<boolean> {
  const $marks = storeOf(supplierName);
  try {
    await request(FLAG_CALLS[flag][on ? 'on' : 'off'], { method: 'POST', body: { supplierId: supplierName } });
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
    await request('/api/app/follow-supplier/tags', { method: 'POST', body: { supplierId: supplierName, tagIds } });
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
