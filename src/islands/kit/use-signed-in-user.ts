import { useEffect, useRef } from 'react';
import { currentUser } from '#src/client/accounts.ts';
import { forgetSignedIn } from '#src/client/session-hint.ts';
import type { CurrentUser } from '#src/shared/current-user.ts';
import { useQuery } from './use-query.ts';

/** Who is signed in in this browser, as a screen needs to know it. */
export type SignedInUser =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'visitor' }
  | { state: 'user'; user: CurrentUser; replace: (user: CurrentUser) => void };

/**
 * Spec: GET current, read through the query context under one key, so every island of a page
 * shares the answer. Login and logout reload the page; a write that answers the account (a profile
 * save) replaces it. When the server says "visitor", the isLogin hint the header trusted is dropped.
 */
export function useSignedInUser(): SignedInUser {
  const answer = useQuery('account/current', currentUser);
  const user = answer.data;
  // Once answered, a later read of the same key (another island mounting asks again) keeps the
  // answer on screen: a form below it must not unmount and lose what was typed.
  const answered = useRef<'failed' | 'visitor' | 'user' | null>(null);
  if (!answer.loading) answered.current = answer.failed ? 'failed' : user === null ? 'visitor' : 'user';
  else if (answered.current === 'failed') answered.current = null;
  const state = answered.current ?? 'loading';
  useEffect(() => {
    if (state === 'visitor') forgetSignedIn();
  }, [state]);
  return state === 'user' && user
    ? { state, user, replace: answer.mutate }
    : { state: state === 'user' ? 'loading' : state };
}
