import { atom, type ReadableAtom } from 'nanostores';
import {
  markCall,
  noteCall,
  productViewerState,
  saveFollowTags,
  saveNote as saveNoteCall,
  setMark as setMarkCall,
  supplierViewerState,
  type WriteCall,
} from '#src/client/engagement.ts';
import { failedOffline, keepWrite } from '#src/client/offline-writes.ts';
import type {
  EngagementTarget,
  ProductMark,
  ProductViewerState,
  SupplierMark,
  SupplierViewerState,
} from '#src/shared/engagement.ts';
import { openModal } from './modal-stack.ts';
import { confirmReveal } from './reveal-attention.ts';
import { noticeSignedOut } from './session-ended.ts';

// What the signed-in viewer has made of the supplier or product on screen: marks, tags and note
// (spec §2 popup, star, My Notes). Pages are cached and the same for everyone, so this loads after
// the page, once per target whoever asks (the read counts as a visit on the server), and every
// island of the page shows the same state.

type StateOf<T extends EngagementTarget> = T extends { kind: 'supplier' } ? SupplierViewerState : ProductViewerState;
type MarkOf<T extends EngagementTarget> = T extends { kind: 'supplier' } ? SupplierMark : ProductMark;
type AnyState = SupplierViewerState | ProductViewerState;

const entries = new Map<string, { $state: ReturnType<typeof atom<AnyState | null>>; loading?: Promise<void> }>();

function keyOf(target: EngagementTarget): string {
  return target.kind === 'product' ? `product:${target.productId}` : `supplier:${target.supplierName}`;
}

function entry(target: EngagementTarget) {
  const key = keyOf(target);
  let found = entries.get(key);
  if (!found) {
    found = { $state: atom<AnyState | null>(null) };
    entries.set(key, found);
  }
  return found;
}

/** The target's state: null until loaded (and while loading fails). */
export function viewerState<T extends EngagementTarget>(target: T): ReadableAtom<StateOf<T> | null> {
  return entry(target).$state as ReadableAtom<StateOf<T> | null>;
}

/**
 * Loads the target's state once, however many islands ask; resolves with it, or null when it
 * could not be read (spec §8: silently; a later ask tries again). Browser only.
 */
export async function loadViewerState<T extends EngagementTarget>(target: T): Promise<StateOf<T> | null> {
  const found = entry(target);
  found.loading ??= (
    target.kind === 'product' ? productViewerState(target.productId) : supplierViewerState(target.supplierName)
  )
    .then((state) => found.$state.set(found.$state.get() ?? state))
    .catch((error: unknown) => {
      found.loading = undefined;
      noticeSignedOut(error);
    });
  await found.loading;
  return viewerState(target).get();
}

function patch(target: EngagementTarget, change: Partial<AnyState>): void {
  const { $state } = entry(target);
  const current = $state.get();
  if (current) $state.set({ ...current, ...change } as AnyState);
}

/**
 * Who is writing, for a write that may wait offline (issue 29 item 5): the signed-in user's id.
 * Without it a write that finds no connection fails, as every write did before.
 */
export type OfflineWriter = number | null;

/**
 * A write that found no connection is kept for `writer`, one per target and kind (the latest wins),
 * and sent when the connection is back: 'kept'. Any other failure is the caller's.
 */
function keptOffline(error: unknown, writer: OfflineWriter, target: EngagementTarget, kind: string, call: WriteCall) {
  if (writer === null || !failedOffline(error)) return false;
  keepWrite(writer, `${kind}:${keyOf(target)}`, call.url, call.body);
  return true;
}

/**
 * Spec §4: a mark flips only when its call succeeds; failures are silent. Resolves true on
 * success, and when kept to send once back online. Unfollowing drops the target's tags on the
 * server (decision 030); the store says the same.
 */
export async function setMark<T extends EngagementTarget>(
  target: T,
  mark: MarkOf<T>,
  on: boolean,
  writer: OfflineWriter = null,
): Promise<boolean> {
  if (mark === 'followed' && on && !(await confirmReveal('follow'))) return false;
  try {
    await setMarkCall(target, mark, on);
  } catch (error) {
    if (!keptOffline(error, writer, target, mark, markCall(target, mark, on))) {
      noticeSignedOut(error);
      return false;
    }
  }
  patch(target, { [mark]: on, ...(mark === 'followed' && !on ? { tagIds: [] } : {}) });
  return true;
}

/** Flips a mark from what is really stored: a click before the state has loaded waits for it. */
export async function flipMark<T extends EngagementTarget>(target: T, mark: MarkOf<T>): Promise<void> {
  const loaded: Partial<Record<string, unknown>> | null = await loadViewerState(target);
  if (loaded) await setMark(target, mark, !loaded[mark]);
}

/**
 * Spec §2 and §4: tags need the follow first. A target not followed yet asks `askToFollow`, and its
 * Add follows it; resolves whether tagging may go on.
 */
export async function followedForTagging<T extends EngagementTarget>(target: T, askToFollow: string): Promise<boolean> {
  const loaded = await loadViewerState(target);
  if (!loaded) return false;
  if (loaded.followed) return true;
  return (await openModal('follow-first', askToFollow)) && setMark(target, 'followed' as MarkOf<T>, true);
}

/** Spec §4: a tag selection is saved at once; resolves true on success (failures are silent). */
export async function saveTags(target: EngagementTarget, tagIds: number[]): Promise<boolean> {
  try {
    await saveFollowTags(target, tagIds);
  } catch (error) {
    noticeSignedOut(error);
    return false;
  }
  patch(target, { tagIds });
  return true;
}

/** A deleted tag leaves every supplier or product it was on (the server cascades); the store follows. */
export function forgetTag(target: EngagementTarget, tagId: number): void {
  const current = entry(target).$state.get();
  if (current) patch(target, { tagIds: current.tagIds.filter((id) => id !== tagId) });
}

/**
 * Saves the note: 'saved', 'kept' (no connection: it is sent once back online, and shown as
 * written meanwhile), or false when it failed (spec: edit mode stays, no message).
 */
export async function saveNote(
  target: EngagementTarget,
  content: string,
  writer: OfflineWriter = null,
): Promise<'saved' | 'kept' | false> {
  try {
    patch(target, { note: await saveNoteCall(target, content) });
    return 'saved';
  } catch (error) {
    if (keptOffline(error, writer, target, 'note', noteCall(target, content))) {
      patch(target, { note: content ? { content, updated: Date.now() } : null });
      return 'kept';
    }
    noticeSignedOut(error);
    return false;
  }
}
