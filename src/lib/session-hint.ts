/** Spec: the isLogin cookie says someone is signed in. A hint for the interface; the server never trusts it. */
export function looksSignedIn(): boolean {
  return /(?:^|;\s*)isLogin=true(?:;|$)/.test(document.cookie);
}
