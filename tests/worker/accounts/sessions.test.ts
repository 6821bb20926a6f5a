import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '#functions/db/schema/index.ts';
import {
  createSession,
  endAllSessions,
  endSession,
  findViewer,
  liveSessionIds,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  touchSession,
} from '#functions/domain/accounts/sessions.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';

describe('sessions', () => {
  it('find the signed-in user from the cookie token, and store only a hash of it', async () => {
    const user = await makeUser(db());
    const { token } = await createSession(db(), user.id);
    expect(token).toMatch(new RegExp(`^u${user.id}\.[A-Za-z0-9_-]{22}$`));
    const found = await findViewer(db(), token);
    expect(found?.viewer).toMatchObject({ userId: user.id, email: user.email, isAdmin: false });
    const stored = await db().query.sessions.findMany();
    expect(stored.some((session) => session.id === token)).toBe(false);
  });

  it('end after a week without use, even within the absolute lifetime', async () => {
    const user = await makeUser(db());
    const start = Date.now();
    const { token } = await createSession(db(), user.id, start);
    expect(await findViewer(db(), token, start + SESSION_IDLE_MS - 1000)).not.toBeNull();
    expect(await findViewer(db(), token, start + SESSION_IDLE_MS + 1000)).toBeNull();
  });

  it('end after 30 days whatever the use', async () => {
    const user = await makeUser(db());
    const start = Date.now();
    const { token } = await createSession(db(), user.id, start);
    const nearEnd = start + SESSION_ABSOLUTE_MS - 60_000;
    const found = await findViewer(db(), token, start + SESSION_IDLE_MS - 1000);
    await touchSession(db(), found!.viewer.sessionId, nearEnd);
    expect(await findViewer(db(), token, nearEnd + 1000)).not.toBeNull();
    expect(await findViewer(db(), token, start + SESSION_ABSOLUTE_MS + 1000)).toBeNull();
  });

  it('ask for lastSeenAt to be written only every few minutes', async () => {
    const user = await makeUser(db());
    const start = Date.now();
    const { token } = await createSession(db(), user.id, start);
    expect((await findViewer(db(), token, start + 1000))?.touch).toBe(false);
    expect((await findViewer(db(), token, start + 10 * 60_000))?.touch).toBe(true);
  });

  it('stop working when the account is disabled or all sessions are ended', async () => {
    const user = await makeUser(db());
    const first = await createSession(db(), user.id);
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, user.id));
    expect(await findViewer(db(), first.token)).toBeNull();
    await db().update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    expect(await findViewer(db(), first.token)).not.toBeNull();
    await endAllSessions(db(), env, user.id);
    expect(await findViewer(db(), first.token)).toBeNull();
  });

  it('tell a channel which of its sockets’ sessions still stand, by the same rule as findViewer', async () => {
    const user = await makeUser(db());
    const disabled = await makeUser(db());
    const start = Date.now();
    const sessionOf = async (userId: number) => {
      const { token } = await createSession(db(), userId, start);
      return (await findViewer(db(), token, start))!.viewer.sessionId;
    };
    const [live, ended, idle, expired, ofDisabled] = [
      await sessionOf(user.id),
      await sessionOf(user.id),
      await sessionOf(user.id),
      await sessionOf(user.id),
      await sessionOf(disabled.id),
    ];
    await endSession(db(), env, ended);
    await db()
      .update(sessions)
      .set({ lastSeenAt: start - SESSION_IDLE_MS })
      .where(eq(sessions.id, idle));
    await db()
      .update(sessions)
      .set({ expiresAt: start + 1000 })
      .where(eq(sessions.id, expired));
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, disabled.id));
    const asked = [live, ended, idle, expired, ofDisabled, 'unknown'];
    expect(await liveSessionIds(db(), asked, start + 2000)).toEqual(new Set([live]));
    expect(await liveSessionIds(db(), [], start)).toEqual(new Set());
  });

  it('ignore unknown tokens', async () => {
    expect(await findViewer(db(), 'not-a-session')).toBeNull();
  });
});
