import type { Env } from '#functions/env.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { logWarning } from '#functions/lib/log.ts';

/** What ending a session needs besides the database: the users' real-time channels. */
export type SessionChannels = Pick<Env, 'CHANNEL'>;

/**
 * Called by every write that ends sessions of a user (or disables them), once it is stored: their
 * UserChannel closes the sockets opened with a session that no longer stands — those only, since
 * it asks the database which do (functions/realtime/user-channel.ts). Should the call fail, the
 * channel's periodic check closes them within minutes, so the write that ended them stands.
 */
export async function closeEndedSessionSockets(channels: SessionChannels, userId: number): Promise<void> {
  try {
    await channelOf(channels, userId).closeEndedSessions();
  } catch (error) {
    logWarning('realtime: sockets of ended sessions left to the periodic check', error);
  }
}
