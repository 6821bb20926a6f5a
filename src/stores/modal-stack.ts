import { atom } from 'nanostores';

// The generic modal family (spec: alert, info, confirm, warning confirm, footer confirm) plus the
// login prompt, as one stack shared by scripts and islands. The host (scripts/modal-host.ts) shows
// the top request; closing it shows the one below after 500 ms.

export type ModalKind = 'alert' | 'info' | 'confirm' | 'warning' | 'footer' | 'login';

export type ModalRequest = { id: number; kind: ModalKind; message: string; resolve: (confirmed: boolean) => void };

export const $modalStack = atom<ModalRequest[]>([]);

let nextId = 1;

/** Opens a modal above any open one; resolves true for Yes (or Login), false for anything else. */
export function openModal(kind: ModalKind, message: string): Promise<boolean> {
  return new Promise((resolve) => {
    $modalStack.set([...$modalStack.get(), { id: nextId++, kind, message, resolve }]);
  });
}

/** Spec: a star, note or contact needs a session; the prompt says so. */
export const LOGIN_PROMPT_MESSAGE = 'Please login in order to continue.';

export function promptLogin(): Promise<boolean> {
  return openModal('login', LOGIN_PROMPT_MESSAGE);
}

/** Closes the top modal with the user's answer. */
export function answerTopModal(confirmed: boolean): void {
  const stack = $modalStack.get();
  const top = stack.at(-1);
  if (!top) return;
  $modalStack.set(stack.slice(0, -1));
  top.resolve(confirmed);
}
