import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { issueCaptcha } from '#functions/domain/accounts/captcha.ts';
import { createEmailToken } from '#functions/domain/accounts/email-tokens.ts';
import { createSession, SESSION_ABSOLUTE_MS } from '#functions/domain/accounts/sessions.ts';
import { runHousekeeping } from '#functions/housekeeping.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';

describe('hourly housekeeping', () => {
  it('deletes captchas, mail links and sessions whose time is over, and keeps the rest', async () => {
    const user = await makeUser(db());
    const longAgo = Date.now() - SESSION_ABSOLUTE_MS - 60_000;
    await Promise.all([
      issueCaptcha(db(), 'OLD111', longAgo),
      createEmailToken(db(), user.id, 'reset', longAgo),
      createSession(db(), user.id, longAgo),
    ]);
    await Promise.all([
      issueCaptcha(db(), 'NEW222'),
      createEmailToken(db(), user.id, 'verify'),
      createSession(db(), user.id),
    ]);

    await runHousekeeping(env);

    expect((await db().query.captchas.findMany()).map((row) => row.answer)).toEqual(['NEW222']);
    expect((await db().query.emailTokens.findMany()).map((row) => row.purpose)).toEqual(['verify']);
    expect(await db().query.sessions.findMany()).toHaveLength(1);
  });
});
