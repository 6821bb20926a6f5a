import { openDatabase } from './db/client.ts';
import { deleteExpiredCaptchas } from './domain/accounts/captcha.ts';
import { deleteExpiredEmailTokens } from './domain/accounts/email-tokens.ts';
import { deleteEndedSessions } from './domain/accounts/sessions.ts';
import { deleteExpiredAppBindings } from './domain/suppliers/app-bindings.ts';
import type { Env } from './env.ts';
import { forgetAbandonedUploads } from './domain/media/stream-video.ts';
import { videoHostOf } from './domain/media/videos.ts';

/** The hourly cron (wrangler.toml [triggers]): rows whose time is over, which nothing reads again. */
export async function runHousekeeping(env: Env, now = Date.now()): Promise<void> {
  const db = openDatabase(env.DB);
  const host = videoHostOf(env);
  await Promise.all([
    deleteExpiredCaptchas(db, now),
    deleteExpiredEmailTokens(db, now),
    deleteEndedSessions(db, now),
    deleteExpiredAppBindings(db, now),
    ...(host.provider === 'stream' ? [forgetAbandonedUploads(db, host.stream, now)] : []),
  ]);
}
