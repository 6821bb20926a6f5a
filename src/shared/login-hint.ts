// A module of its own: the browser reads it on every page before anything is touched, so it must
// not bring the rest of the API contract along.

/** Spec §9: the login flag cookie, a hint for the page only; the server never trusts it. */
export const IS_LOGIN_COOKIE = 'isLogin';
