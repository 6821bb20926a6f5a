import { request } from '#src/client/request.ts';
import { MESSAGES } from '#src/lib/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';

/** Spec §4: logout ends the session and clears the isLogin cookie (the server does both), then the page reloads. */
export async function logOut(): Promise<void> {
  try {
    await request('/api/logout');
  } catch {
    void openModal('alert', MESSAGES.unexpected);
    return;
  }
  location.reload();
}
