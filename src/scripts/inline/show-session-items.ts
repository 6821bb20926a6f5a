import { SIGNED_IN_HINT } from '#src/client/session-hint.ts';

/**
 * The header draws the items of both sides (pages are cached and the same for everyone); this shows
 * the side the isLogin hint names. Inline, right after the header, so the right side is there at
 * the first paint, without a request before it.
 */
export const SHOW_SESSION_ITEMS = `{
const signedIn = ${SIGNED_IN_HINT}.test(document.cookie);
for (const item of document.querySelectorAll('[data-session]'))
  item.hidden = (item.dataset.session === 'signed-in') !== signedIn;
}`;
