import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '#functions/db/schema/index.ts';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';
import { openSocket, SOCKET_PATH } from './open-socket.ts';

// Issue 24 "Also": the socket endpoint's upgrade and token step under missing, forged, expired and
// ended-session credentials, and another user's token. Each is refused: a 4xx at the upgrade, or a
// failed token_result / a closed socket at the token step — never a 5xx, never a verified socket
// (one that would receive the user's messages).

const HOUR = 60 * 60_000;

async function userWithSessions() {
  const user = await makeUser(db());
  const session = await signIn(user.id);
  return { user, session, sessionId: await sha256Hex(session) };
}

/** How many verified sockets the user's channel has: a push reaches those only. */
const verifiedSockets = (userId: number) =>
  channelOf(env, userId).push({
    name: 'message',
    payload: {
      id: 1,
      chatId: 1,
      fromId: 1,
      toId: userId,
      createTime: 0,
      content: 'probe',
      isRead: false,
      isReceived: false,
      status: 'ready',
      fileName: null,
      type: 'text',
    },
  });

describe('the socket upgrade', () => {
  it('refuses missing, forged, ended, expired and disabled sessions with a 4xx, never a socket', async () => {
    const ended = await userWithSessions();
    await callApi('/api/logout', { session: ended.session });
    const expired = await userWithSessions();
    await db()
      .update(sessions)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(sessions.id, expired.sessionId));
    const disabled = await userWithSessions();
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, disabled.user.id));
    const live = await userWithSessions();

    const cookies = [
      null,
      'made-up-session-token',
      ended.session,
      expired.session,
      disabled.session,
      // The session's hash (what the database holds) is not the session.
      live.sessionId,
      `${live.session}x`,
      'x'.repeat(8000),
      '%ff%00"; ;=',
    ];
    for (const cookie of cookies) {
      const { response } = await openSocket(cookie);
      expect(response.status, String(cookie).slice(0, 40)).toBe(401);
      expect(response.webSocket).toBeNull();
    }
    // A valid channel token does not stand in for the session cookie.
    const token = await createChannelToken(env.APP_SECRET, live.sessionId);
    expect((await openSocket(null, { cookie: `channelToken=${token}` })).response.status).toBe(401);
  });

  it('answers odd upgrade requests with a 4xx', async () => {
    const { session } = await userWithSessions();
    const odd: [string, Record<string, string>][] = [
      [SOCKET_PATH, { upgrade: 'h2c' }],
      ['/socket.io/?transport=websocket', { upgrade: 'websocket' }],
      ['/socket.io/?EIO=4&transport=polling&sid=abc', { upgrade: 'websocket' }],
      [SOCKET_PATH, { upgrade: 'websocket', origin: 'null' }],
    ];
    for (const [path, headers] of odd) {
      const response = await callWorker(path, {
        headers: { cookie: `__Host-vitrine_session=${session}`, ...headers },
      });
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.webSocket).toBeNull();
    }
  });
});

describe('the token step', () => {
  it('refuses missing, forged, expired, ended-session and other users’ tokens; the socket never gets verified', async () => {
    const me = await userWithSessions();
    const endedSession = await signIn(me.user.id);
    const endedToken = await createChannelToken(env.APP_SECRET, await sha256Hex(endedSession));
    await callApi('/api/logout', { session: endedSession });
    const stranger = await userWithSessions();
    const valid = await createChannelToken(env.APP_SECRET, me.sessionId);
    const [expiresAt, signature] = valid.split('.');

    const tokenFrames = [
      '42["token"]',
      '42["token",null]',
      '42["token",123]',
      '42["token",{"token":"x"}]',
      '42["token",""]',
      '42["token","forged"]',
      `42${JSON.stringify(['token', `${Date.now() + HOUR}.forged-signature`])}`,
      `42${JSON.stringify(['token', await createChannelToken(env.APP_SECRET, me.sessionId, Date.now() - 2 * HOUR)])}`,
      `42${JSON.stringify(['token', `${Number(expiresAt) + HOUR}.${signature}`])}`,
      `42${JSON.stringify(['token', `${valid}.${signature}`])}`,
      `42${JSON.stringify(['token', endedToken])}`,
      `42${JSON.stringify(['token', await createChannelToken(env.APP_SECRET, stranger.sessionId)])}`,
      `42${JSON.stringify(['token', await createChannelToken('another-secret', me.sessionId)])}`,
      `42${JSON.stringify(['token', 'x'.repeat(99_000)])}`,
      `42${JSON.stringify(['TOKEN', valid])}`,
      `42/admin,${JSON.stringify(['token', valid])}`,
    ];
    for (const frame of tokenFrames) {
      const { response, socket, next, closedWithin } = await openSocket(me.session);
      expect(response.status).toBe(101);
      await next();
      socket!.send('40');
      await next();
      socket!.send(frame);
      const answer = await Promise.race([next(), closedWithin(500).then(() => 'closed')]);
      expect(answer, frame.slice(0, 60)).not.toContain('"success":true');
      expect(await verifiedSockets(me.user.id), frame.slice(0, 60)).toBe(0);
      socket!.close(1000);
    }
    expect(await verifiedSockets(stranger.user.id)).toBe(0);
  });

  it('refuses a good token sent before the namespace connect, in a binary frame or in a broken frame', async () => {
    const me = await userWithSessions();
    const valid = await createChannelToken(env.APP_SECRET, me.sessionId);
    const attempts: (string | Uint8Array)[][] = [
      [`42${JSON.stringify(['token', valid])}`],
      ['40', new TextEncoder().encode(`42${JSON.stringify(['token', valid])}`)],
      ['40', `42${JSON.stringify(['token', valid]).slice(0, -2)}`],
      ['40', `4${'2'.repeat(100_001)}`],
    ];
    for (const frames of attempts) {
      const { socket, next, closedWithin } = await openSocket(me.session);
      await next();
      for (const frame of frames) socket!.send(frame);
      expect(await closedWithin()).not.toBeNull();
      expect(await verifiedSockets(me.user.id)).toBe(0);
    }
  });
});
