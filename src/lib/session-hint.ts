/** Spec: the isLogin cookie says someone is signed in. A hint for the interface; the server never trusts it. */
export function looksSignedIn(): boolean {
  return /(?:^|;\s*)isLogin=true(?:;|$)/.test(document.cookie);
}

/** Drops the hint when the server says the session is gone (the server clears it at logout). */
export function forgetSignedIn(): void {
  document.cookie = 'isLogin=; Max-Age=0; Path=/; SameSite=Lax';
}
