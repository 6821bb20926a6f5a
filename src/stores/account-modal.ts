import { atom } from 'nanostores';
import type { AccountPane } from '#src/shared/account-paths.ts';
import { ACCOUNT_MODAL_EVENT } from '#src/shared/modal-events.ts';

// The account modal (spec §2: one modal, five panes), opened by page scripts that must stay free
// of React: they set this store and announce it with an event, which wakes the island
// (client:event) the first time; from then on the island follows the store.

/** `prompted`: opened by an action that needs a session (spec: login type 1), so the pane says why. */
export type AccountModalRequest = { id: number; pane: AccountPane; prompted: boolean };

/** Spec: what the login pane says when an action (star, note, contact) needs a session. */
export const LOGIN_PROMPT_MESSAGE = 'Please login in order to continue.';

export const $accountModal = atom<AccountModalRequest | null>(null);

let nextId = 1;

export function openAccountModal(pane: AccountPane, { prompted = false }: { prompted?: boolean } = {}): void {
  $accountModal.set({ id: nextId++, pane, prompted });
  document.dispatchEvent(new Event(ACCOUNT_MODAL_EVENT));
}

export function closeAccountModal(): void {
  $accountModal.set(null);
}
