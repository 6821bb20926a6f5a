import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { TOO_MANY_ATTEMPTS } from '#src/shared/api.ts';
import { BUYING_TEAM_MESSAGES } from '#src/shared/buying-teams.ts';

/** What a team form says when its call is refused: the rule broken, in words; anything else is unexpected. */
export function teamErrorText(failure: unknown): string {
  const code = failure instanceof RequestError ? failure.errors[0]?.code : undefined;
  if (code === TOO_MANY_ATTEMPTS) return 'Too many tries. Please wait a while and try again.';
  return (code && BUYING_TEAM_MESSAGES[code]) || MESSAGES.unexpected;
}

/** A read of a team, list or item the caller is not on (left, removed, deleted): null, which the screen says in words. */
export async function orGone<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (failure) {
    if (failure instanceof RequestError && failure.httpStatus === 404) return null;
    throw failure;
  }
}
