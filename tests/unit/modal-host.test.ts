// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $accountModal, closeAccountModal } from '#src/stores/account-modal.ts';
import { openModal, promptLogin } from '#src/stores/modal-stack.ts';

// The host script wires itself to the page's <dialog class="modal"> when it loads, as on a page.
beforeAll(async () => {
  document.body.innerHTML = `
    <dialog class="modal"><h2 class="modal-title"></h2><p class="modal-message"></p><p class="modal-note" hidden></p><div class="modal-actions"></div></dialog>`;
  await import('#src/scripts/modal-host.ts');
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.modal')!;
const title = () => dialog().querySelector('.modal-title')!.textContent;
const message = () => dialog().querySelector('.modal-message')!.textContent;
const buttons = () => Array.from(dialog().querySelectorAll<HTMLButtonElement>('.modal-actions button'));
const labels = () => buttons().map((button) => button.textContent);
const press = async (label: string) => {
  buttons()
    .find((button) => button.textContent === label)!
    .click();
  await vi.advanceTimersByTimeAsync(200); // spec: fade 200 ms
};

describe('the modal family', () => {
  it.each([
    ['alert', 'Error', ['Close']],
    ['info', 'Info', ['Close']],
    ['confirm', 'Note', ['Cancel', 'Yes']],
    ['warning', 'Warning', ['No', 'Yes']],
    ['footer', 'Attention', ['No', 'Yes']],
  ] as const)('shows a %s with the title %s and the buttons %j', async (kind, expectedTitle, expectedButtons) => {
    const answer = openModal(kind, 'Something to say');
    expect(dialog().open).toBe(true);
    expect(title()).toBe(expectedTitle);
    expect(message()).toBe('Something to say');
    expect(labels()).toEqual(expectedButtons);
    await press(expectedButtons.at(-1)!);
    expect(dialog().open).toBe(false);
    expect(await answer).toBe(expectedButtons.length === 2);
  });

  it('paints the warning Yes red and gives the footer confirm its visibility note', async () => {
    const warning = openModal('warning', 'Delete?');
    expect(buttons()[1]!.classList.contains('button-danger')).toBe(true);
    await press('No');
    expect(await warning).toBe(false);
    const footer = openModal('footer', 'Show my name?');
    const note = dialog().querySelector<HTMLElement>('.modal-note')!;
    expect(note.hidden).toBe(false);
    expect(note.textContent).toBe('You can control the visibility from your profile under Profile > Visibility.');
    await press('No');
    await footer;
  });

  it('shows a message opened over another at once, and the previous one again 500 ms after it closes', async () => {
    const first = openModal('info', 'First');
    const second = openModal('alert', 'Second');
    expect(message()).toBe('Second');
    await press('Close');
    expect(await second).toBe(false);
    expect(dialog().open).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(dialog().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(dialog().open).toBe(true);
    expect(message()).toBe('First');
    await press('Close');
    expect(await first).toBe(false);
  });

  it('asks a visitor to log in with the account modal, on its login pane, saying why', () => {
    const opened = vi.fn();
    document.addEventListener('vitrine:account-modal', opened, { once: true });
    promptLogin();
    expect($accountModal.get()).toMatchObject({ pane: 'login', prompted: true });
    expect(opened).toHaveBeenCalledOnce();
    expect(dialog().open).toBe(false);
    closeAccountModal();
  });

  it('opens the account modal when a visitor uses an action that needs a session, and not for a signed-in user', () => {
    document.body.insertAdjacentHTML('beforeend', '<button id="star" data-requires-login>Star</button>');
    document.querySelector<HTMLButtonElement>('#star')!.click();
    expect($accountModal.get()).toMatchObject({ pane: 'login', prompted: true });
    closeAccountModal();
    document.cookie = 'isLogin=true';
    document.querySelector<HTMLButtonElement>('#star')!.click();
    expect($accountModal.get()).toBeNull();
    document.cookie = 'isLogin=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('opens the header Login link as the account modal, closing the phone menu it sits in; a ctrl-click stays a link', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dialog id="menu"><a id="login" href="/account/login" data-account-pane="login">Login</a></dialog>',
    );
    const menu = document.querySelector<HTMLDialogElement>('#menu')!;
    const link = document.querySelector<HTMLAnchorElement>('#login')!;
    menu.showModal();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(menu.open).toBe(false);
    expect($accountModal.get()).toMatchObject({ pane: 'login', prompted: false });
    closeAccountModal();
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect($accountModal.get()).toBeNull();
  });
});
