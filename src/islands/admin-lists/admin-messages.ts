import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { ADMIN_USER_ERRORS } from '#src/shared/admin-users.ts';

// What the Users screen says when a call refuses (the spec has no words for these; worded like its others).
const REFUSALS: Record<string, string> = {
  [ADMIN_USER_ERRORS.lastAdmin]:
    'Vitrine needs at least one administrator. Please grant the role to someone else first.',
  [ADMIN_USER_ERRORS.ownStatus]: 'You cannot disable your own account.',
  [ADMIN_USER_ERRORS.alreadyVerified]: 'This e-mail address is verified already.',
  [ADMIN_USER_ERRORS.userNotFound]: 'This account no longer exists.',
};

/**
 * The sentence for a failed admin call: the refusal's own (a screen adds its own codes' words in
 * `screenRefusals`), else the generic one.
 */
export function adminFailureMessage(failure: unknown, screenRefusals: Record<string, string> = {}): string {
  const codes = failure instanceof RequestError ? failure.errors.map((error) => error.code) : [];
  return codes.map((code) => screenRefusals[code] ?? REFUSALS[code]).find(Boolean) ?? MESSAGES.unexpected;
}

/** What happened, for the screen to announce: a done change reloads the list. */
export type ActionOutcome = { ok: boolean; message: string };
