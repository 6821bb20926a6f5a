import { atom } from 'nanostores';
import { openAccountModal } from './account-modal.ts';

// The generic modal family (spec: alert, info, confirm, warning confirm, footer confirm, and the
// two 'add this supplier' questions), as one stack shared by scripts and islands. The host (scripts/modal-host.ts) shows the top request;
// closing it shows the one below after 500 ms.

export type ModalKind = 'alert' | 'info' | 'confirm' | 'warning' | 'footer' | 'follow-first' | 'follow-prompt';

export type ModalRequest = { id: number; kind: ModalKind; message: string; resolve: (confirmed: boolean) => void };

export const $modalStack = atom<ModalRequest[]>([]);

let nextId = 1;

/** Opens a modal above any open one; resolves true for Yes, false for anything else. */
export function openModal(kind: ModalKind, message: string): Promise<boolean> {
  return new Promise((resolve) => {
    $modalStack.set([...$modalStack.get(), { id: nextId++, kind, message, resolve }]);
  });
}

/** True while any modal of the page is open (the family, the account modal, a menu or popup dialog). */
export function anyModalOpen(): boolean {
  return $modalStack.get().length > 0 || document.querySelector('dialog[open]') !== null;
}

/** Spec §4: a star, note or contact needs a session: the account modal opens on its login pane, saying so. */
export function promptLogin(): void {
  openAccountModal('login', { prompted: true });
}

/** Closes the top modal with the user's answer. */
export function answerTopModal(confirmed: boolean): void {
  const stack = $modalStack.get();
  const top = stack.at(-1);
  if (!top) return;
  $modalStack.set(stack.slice(0, -1));
  top.resolve(confirmed);
}
