import { openDatabase } from './db/client.ts';
import { deleteExpiredCaptchas } from './domain/accounts/captcha.ts';
import { deleteExpiredEmailTokens } from './domain/accounts/email-tokens.ts';
import { deleteEndedSessions } from './domain/accounts/sessions.ts';
import { deleteExpiredAppBindings } from './domain/suppliers/app-bindings.ts';
import type { Env } from './env.ts';
import { forgetAbandonedUploads } from './domain/media/stream-video.ts';
import { videoHostOf } from './domain/media/videos.ts';
import { logError } from './lib/log.ts';
import { refreshAnswerTimes } from './domain/messaging/answer-times.ts';
import { gatherChangedTags } from './edge-cache/changed-tags.ts';
import { purgeChangedPages } from './edge-cache/purge-changed-pages.ts';

/**
 * The hourly cron (wrangler.toml [triggers]): rows whose time is over, which nothing reads again,
 * and the figures measured rather than counted per view (the teams' answer times). A step that
 * fails is logged (and tracked) by name; the others still run. Pages whose content a step changed
 * are purged at the edge where the cron's context can (ctx.cache), else renewed by their version.
 */
export async function runHousekeeping(env: Env, ctx?: ExecutionContext, now = Date.now()): Promise<void> {
  const { tags } = await gatherChangedTags(() => runSteps(env, now));
  if (ctx) await purgeChangedPages(env, ctx, tags);
}

async function runSteps(env: Env, now: number): Promise<void> {
  const db = openDatabase(env.DB);
  const host = videoHostOf(env);
  const steps: [string, Promise<unknown>][] = [
    ['captchas', deleteExpiredCaptchas(db, now)],
    ['mail links', deleteExpiredEmailTokens(db, now)],
    ['sessions', deleteEndedSessions(db, now)],
    ['app bindings', deleteExpiredAppBindings(db, now)],
    ['answer times', refreshAnswerTimes(db, now)],
    ...(host.provider === 'stream'
      ? [['abandoned uploads', forgetAbandonedUploads(db, host.stream, now)] as [string, Promise<unknown>]]
      : []),
  ];
  const results = await Promise.allSettled(steps.map(([, step]) => step));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      logError('housekeeping: a step failed', result.reason, { step: steps[index]![0] });
  });
}
