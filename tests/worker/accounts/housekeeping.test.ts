import { describe, expect, it, vi } from 'vitest';
import { env } from 'cloudflare:workers';
import { issueCaptcha } from '#functions/domain/accounts/captcha.ts';
import { createEmailToken } from '#functions/domain/accounts/email-tokens.ts';
import { createSession, SESSION_ABSOLUTE_MS } from '#functions/domain/accounts/sessions.ts';
import { runHousekeeping } from '#functions/housekeeping.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';
import { signVideoUpload } from '#functions/domain/media/videos.ts';
import { streamApi } from '#functions/lib/media/stream-api.ts';

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

describe('hourly housekeeping when a step fails', () => {
  it('logs the failed step by name and still runs the others', async () => {
    const user = await makeUser(db());
    const { id: supplierId } = await makeSupplier(db(), { ownerId: user.id });
    const longAgo = Date.now() - SESSION_ABSOLUTE_MS - 60_000;
    await issueCaptcha(db(), 'GONE33', longAgo);
    // A Stream upload abandoned long ago, on a Stream that fails to delete it.
    const stream = {
      createDirectUpload: async () => ({ id: 'cd'.repeat(16), uploadURL: 'https://upload.cloudflarestream.com/x' }),
      video: () => ({ delete: () => Promise.reject(Object.assign(new Error('down'), { statusCode: 500 })) }),
    } as unknown as StreamBinding;
    const host = { provider: 'stream' as const, stream: streamApi({ binding: stream, customerCode: 'c0de' }) };
    await signVideoUpload(db(), host, supplierId, longAgo);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await runHousekeeping({ ...env, STREAM: stream, STREAM_CUSTOMER_CODE: 'c0de' });

    const lines = logged.mock.calls.map(([line]) => JSON.parse(line as string) as { event: string; step: string });
    expect(lines.map(({ event, step }) => [event, step])).toEqual([
      ['housekeeping: a step failed', 'abandoned uploads'],
    ]);
    expect((await db().query.captchas.findMany()).map((row) => row.answer)).not.toContain('GONE33');
    logged.mockRestore();
  });
});
