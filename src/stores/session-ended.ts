import { RequestError } from '#src/client/request.ts';
import { forgetSignedIn } from '#src/client/session-hint.ts';
import { promptLogin } from './modal-stack.ts';

/**
 * The isLogin hint said signed in, but the session has ended (expired, or ended elsewhere): drop
 * the hint and ask to log in, as for any visitor (spec §4). Other failures stay silent.
 */
export function noticeSignedOut(error: unknown): void {
  if (!(error instanceof RequestError) || !error.errors.some((fieldError) => fieldError.code === 'login_required'))
    return;
  forgetSignedIn();
  void promptLogin();
}
