import { IS_LOGIN_COOKIE } from '#src/shared/api.ts';

// Small on purpose: the client:signedin directive inlines it into every page.
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${IS_LOGIN_COOKIE}=true(?:;|$)`);

/** Spec: the isLogin cookie says someone is signed in. A hint for the interface; the server never trusts it. */
export function looksSignedIn(): boolean {
  return SIGNED_IN.test(document.cookie);
}

/** Drops the hint when the server says the session is gone (the server clears it at logout). */
export function forgetSignedIn(): void {
  document.cookie = `${IS_LOGIN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
