import { endSession } from '#src/client/accounts.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';

/**
 * Spec §4: logout ends the session and clears the isLogin cookie (the server does both), then the
 * page reloads. This browser's push subscription goes first (loaded only now: few pages need it).
 */
export async function logOut(): Promise<void> {
  try {
    await import('#src/client/web-push.ts').then(({ turnPushOff }) => turnPushOff()).catch(() => undefined);
    await endSession();
  } catch {
    void openModal('alert', MESSAGES.unexpected);
    return;
  }
  location.reload();
}
