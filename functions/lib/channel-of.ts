import type { Env } from '#functions/env.ts';

/** The one UserChannel of a user: every tab and device of theirs connects to it. */
export function channelOf(env: Pick<Env, 'CHANNEL'>, userId: number) {
  return env.CHANNEL.get(env.CHANNEL.idFromName(`user:${userId}`));
}
