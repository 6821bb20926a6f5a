import type { Env } from '#functions/env.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { logWarning } from '#functions/lib/log.ts';

/** What ending a session needs besides the database: the users' real-time channels. */
export type SessionChannels = Pick<Env, 'CHANNEL'>;

/**
 * Called, once stored, by every write that ends sessions of a user or changes what a session
 * grants (disabling, the admin role): their UserChannel forgets the sessions it kept, so the very
 * next request is judged by D1 again (decision 075), and closes the sockets opened with a session
 * that no longer stands. Should the call fail, the channel reads D1 again within minutes
 * (session-verdicts.ts) and its periodic check closes the sockets, so the write stands.
 */
export async function tellSessionsChanged(channels: SessionChannels, userId: number): Promise<void> {
  try {
    await channelOf(channels, userId).sessionsChanged();
  } catch (error) {
    logWarning('realtime: a changed session left to the channel’s periodic check', error);
  }
}
