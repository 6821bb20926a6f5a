import { $modalStack, answerTopModal, promptLogin, type ModalRequest } from '#src/stores/modal-stack.ts';
import type { AccountPane } from '#src/shared/account-paths.ts';
import { openAccountModal } from '#src/stores/account-modal.ts';
import { looksSignedIn } from '#src/client/session-hint.ts';
import { MODAL_KINDS } from './modal-kinds.ts';
import { ACCOUNT_PANE_LINK, REQUIRES_LOGIN } from './behaviour-targets.ts';

/** Spec: the previous stacked message shows again 500 ms after a modal closes; fades take 200 ms. */
const RESHOW_DELAY_MS = 500;
const FADE_MS = 200;

const dialog = document.querySelector<HTMLDialogElement>('dialog.modal');
let shown: ModalRequest | null = null;
let reshowTimer: ReturnType<typeof setTimeout> | undefined;

function render(request: ModalRequest): void {
  if (!dialog) return;
  const kind = MODAL_KINDS[request.kind];
  dialog.dataset.kind = request.kind;
  dialog.querySelector('.modal-title')!.textContent = kind.title;
  dialog.querySelector('.modal-message')!.textContent = request.message;
  const note = dialog.querySelector<HTMLElement>('.modal-note')!;
  note.textContent = kind.note ?? '';
  note.hidden = !kind.note;
  const actions = dialog.querySelector('.modal-actions')!;
  actions.replaceChildren(
    ...kind.buttons.map((button) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = `button${button.look ? ` button-${button.look}` : ''}`;
      element.textContent = button.label;
      element.addEventListener('click', () => close(button.answer));
      return element;
    }),
  );
  dialog.classList.remove('closing');
  dialog.showModal();
  (actions.lastElementChild as HTMLElement | null)?.focus();
  shown = request;
}

function close(answer: boolean): void {
  if (!dialog || !shown) return;
  shown = null;
  dialog.classList.add('closing');
  setTimeout(() => {
    dialog.close();
    answerTopModal(answer);
    const previous = $modalStack.get().at(-1);
    if (previous) reshowTimer = setTimeout(() => render(previous), RESHOW_DELAY_MS);
  }, FADE_MS);
}

dialog?.addEventListener('cancel', (event) => {
  event.preventDefault();
  close(false);
});

// A new request shows at once, over whatever is open; the one below comes back when it closes. The
// host loads after the page paints: a request made before then shows as soon as it is here.
let newestShownId = 0;
$modalStack.subscribe((stack) => {
  const top = stack.at(-1);
  if (!top || top.id <= newestShownId) return;
  newestShownId = top.id;
  clearTimeout(reshowTimer);
  render(top);
});

// Actions that need a session (star, contact, note) carry data-requires-login: for a visitor, the
// login prompt opens first (spec §4). Signed-in users get the island that handles the action.
document.addEventListener('click', (event) => {
  const target = (event.target as Element | null)?.closest(REQUIRES_LOGIN);
  if (!target || looksSignedIn()) return;
  event.preventDefault();
  promptLogin();
});

// Links to an account pane (the header's Login) open the account modal when JavaScript is there;
// without it, or to open a new tab, they stay links to the pane's page.
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest<HTMLElement>(ACCOUNT_PANE_LINK);
  if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  link.closest('dialog')?.close(); // the phone menu
  openAccountModal(link.dataset.accountPane as AccountPane);
});
