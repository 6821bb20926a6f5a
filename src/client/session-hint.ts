import { IS_LOGIN_COOKIE } from '#src/shared/login-hint.ts';

// Small on purpose, and apart from the request layer: the client:signedin directive loads it before
// anything is touched, and the header's inline script (scripts/inline/show-session-items.ts) is
// written from the same pattern.
export const SIGNED_IN_HINT = new RegExp(`(?:^|;\\s*)${IS_LOGIN_COOKIE}=true(?:;|$)`);

/** Spec: the isLogin cookie says someone is signed in. A hint for the interface; the server never trusts it. */
export function looksSignedIn(): boolean {
  return SIGNED_IN_HINT.test(document.cookie);
}

/** Drops the hint when the server says the session is gone (the server clears it at logout). */
export function forgetSignedIn(): void {
  document.cookie = `${IS_LOGIN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
