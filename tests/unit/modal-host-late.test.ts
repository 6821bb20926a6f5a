// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { openModal } from '#src/stores/modal-stack.ts';

// The modal host loads once the page is idle (ModalHost.astro); an island may ask for a modal sooner.
it('shows a modal asked for before the host arrived', async () => {
  document.body.innerHTML = `
    <dialog class="modal"><h2 class="modal-title"></h2><p class="modal-message"></p><p class="modal-note" hidden></p><div class="modal-actions"></div></dialog>`;
  void openModal('alert', 'Saved too early');
  await import('#src/scripts/modal-host.ts');
  const dialog = document.querySelector<HTMLDialogElement>('dialog.modal')!;
  expect(dialog.open).toBe(true);
  expect(dialog.querySelector('.modal-message')!.textContent).toBe('Saved too early');
});
