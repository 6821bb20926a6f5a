import { currentUser } from '#src/client/accounts.ts';
import { followPromptKey } from '#src/client/local-storage-keys.ts';
import { anyModalOpen, openModal } from '#src/stores/modal-stack.ts';
import { loadViewerState, setMark, viewerState } from '#src/stores/viewer-state.ts';

/** Spec §4: the add-supplier prompt's question, word for word. */
export const FOLLOW_PROMPT_MESSAGE = 'Do you want to add this supplier to your account?';
/** Spec §4/§9: the value 'Not now' stores under follow-{userId}. */
const DISMISSED = 'close';

export type FollowPromptFacts = {
  userId: number;
  ownSupplierName: string | null;
  supplierName: string;
  followed: boolean;
  /** The viewer is one of the supplier's sales team (issue 26): their own catalogue, not one to add. */
  onTeam: boolean;
};

export function isFollowPromptDismissed(storage: Storage, userId: number): boolean {
  return storage.getItem(followPromptKey(userId)) === DISMISSED;
}

export function dismissFollowPrompt(storage: Storage, userId: number): void {
  storage.setItem(followPromptKey(userId), DISMISSED);
}

/**
 * Spec §4/§6: asked of a signed-in user who does not follow the supplier and is not the supplier
 * itself nor of its team, until they say 'Not now' (then never again, for any supplier: the key is
 * per user).
 */
export function shouldPromptToFollow(facts: FollowPromptFacts, storage: Storage): boolean {
  const ownCatalogue = facts.ownSupplierName === facts.supplierName || facts.onTeam;
  return !facts.followed && !ownCatalogue && !isFollowPromptDismissed(storage, facts.userId);
}

const whenIdle = (): Promise<void> =>
  new Promise((resolve) =>
    (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200)))(() => resolve()),
  );

let asked = false;

/**
 * Asks at most once a page, once the page is idle, and never over another modal (a reader busy
 * with a dialog is not interrupted; the next page asks again). Failures are silent (spec §8).
 */
export async function promptToFollowOnce(supplierName: string): Promise<void> {
  if (asked) return;
  asked = true;
  const [user, marks] = await Promise.all([
    currentUser().catch(() => null),
    loadViewerState({ kind: 'supplier', supplierName }),
  ]);
  if (!user || !marks) return;
  await whenIdle();
  // Read again after the wait: the user may have followed from the menu meanwhile.
  const state = viewerState({ kind: 'supplier', supplierName }).get();
  const facts = {
    userId: user.id,
    ownSupplierName: user.supplier?.name ?? null,
    supplierName,
    followed: state?.followed ?? true,
    onTeam: state?.contacts.some((contact) => contact.id === user.id) ?? false,
  };
  if (!shouldPromptToFollow(facts, localStorage) || anyModalOpen()) return;
  if (await openModal('follow-prompt', FOLLOW_PROMPT_MESSAGE))
    await setMark({ kind: 'supplier', supplierName }, 'followed', true);
  else dismissFollowPrompt(localStorage, user.id);
}
