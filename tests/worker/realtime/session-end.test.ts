import { runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '#functions/db/schema/index.ts';
import { requestPasswordReset } from '#functions/domain/accounts/password-reset.ts';
import { SESSION_IDLE_MS } from '#functions/domain/accounts/sessions.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { SESSIONS_CHECKED_AT } from '#functions/realtime/user-channel.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { CAPTCHA_ANSWER, sessionFrom, showCaptcha } from '#tests/worker/support/accounts.ts';
import { makeUser, TEST_PASSWORD } from '#tests/worker/support/factories.ts';
import { makeChatWorld, sendText, startChat } from '#tests/worker/messaging/chat-world.ts';
import { openSocket, verifiedSocket } from './open-socket.ts';
import { openTestPage } from './test-page.ts';

// Issue 24 finding 3: a socket lives no longer than the session it was verified with. Whatever
// ends the session (logout, a password changed or reset, an admin's disable, the account deleted,
// a new login in that browser, expiry) closes that session's sockets, told why (Socket.IO
// disconnect '41', close code 4401), and they receive nothing more; sockets of the user's sessions
// that still stand stay open.

const NEW_PASSWORD = 'Brand-new-pass-2';
const SESSION_ENDED = { code: 4401 };

type Socket = Awaited<ReturnType<typeof verifiedSocket>>;

/** The server said the session ended (Socket.IO disconnect) and closed the socket. */
async function expectEnded(socket: Socket) {
  expect(await socket.closedWithin()).toEqual(SESSION_ENDED);
  expect(socket.received.at(-1)).toBe('41');
}

async function expectOpen(socket: Socket) {
  expect(await socket.closedWithin(200)).toBeNull();
}

const messageFrames = (socket: Socket) => socket.received.filter((frame) => frame.startsWith('42["message"'));

describe('a socket ends with its session', () => {
  it('logout closes the sockets of that session only; the user’s other session keeps receiving', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const otherSession = await signIn(world.sales.id);
    const loggedOut = await verifiedSocket(world.sales.session);
    const sameTabs = await verifiedSocket(world.sales.session);
    const elsewhere = await verifiedSocket(otherSession);

    expect((await callApi('/api/logout', { session: world.sales.session })).status).toBe(200);
    await expectEnded(loggedOut);
    await expectEnded(sameTabs);
    await expectOpen(elsewhere);

    const sent = await sendText(world.buyer, world.sales, 'After the logout');
    expect(await elsewhere.nextEvent()).toMatchObject(['message', { id: sent.id }]);
    expect(messageFrames(loggedOut)).toEqual([]);
    expect(messageFrames(sameTabs)).toEqual([]);
    elsewhere.socket!.close(1000);
  });

  it('a password change closes every session’s sockets; the new session of this browser connects again', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const here = await verifiedSocket(world.sales.session);
    const elsewhere = await verifiedSocket(await signIn(world.sales.id));

    const changed = await callApi('/api/app/account/update', {
      session: world.sales.session,
      body: { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    await expectEnded(here);
    await expectEnded(elsewhere);

    const renewed = await verifiedSocket(sessionFrom(changed.headers)!);
    const sent = await sendText(world.buyer, world.sales, 'New password, same chat');
    expect(await renewed.nextEvent()).toMatchObject(['message', { id: sent.id }]);
    expect(messageFrames(here)).toEqual([]);
    renewed.socket!.close(1000);
  });

  it('a password reset by mail closes every socket of the account', async () => {
    const user = await makeUser(db());
    const socket = await verifiedSocket(await signIn(user.id));
    const token = await requestPasswordReset(db(), user.email);
    const reset = await callApi('/api/reset-password', {
      body: { token, password: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
    await expectEnded(socket);
  });

  it('an admin’s disable closes every socket of the account, which then receives nothing', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const admin = await makeUser(db(), { isAdmin: true });
    const sockets = [await verifiedSocket(world.sales.session), await verifiedSocket(await signIn(world.sales.id))];

    const disabled = await callApi('/api/admin/user/update-status', {
      session: await signIn(admin.id),
      body: { userId: world.sales.id, status: 'temporarily_disabled' },
    });
    expect(disabled.status).toBe(200);
    for (const socket of sockets) await expectEnded(socket);
    await sendText(world.buyer, world.sales, 'Anyone there?');
    for (const socket of sockets) expect(messageFrames(socket)).toEqual([]);
  });

  it('deleting the account closes its sockets', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const socket = await verifiedSocket(session);
    const deleted = await callApi('/api/app/account/delete', {
      method: 'DELETE',
      session,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    await expectEnded(socket);
  });

  it('a login from a browser that held a session closes that old session’s sockets', async () => {
    const user = await makeUser(db());
    const old = await signIn(user.id);
    const socket = await verifiedSocket(old);
    const login = await callApi('/api/login', {
      body: { email: user.email, password: TEST_PASSWORD, captcha: CAPTCHA_ANSWER },
      session: old,
      cookies: [await showCaptcha()],
    });
    expect(login.status).toBe(200);
    await expectEnded(socket);
  });
});

describe('the page of an ended session', () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  async function until(check: () => boolean) {
    for (let attempt = 0; !check() && attempt < 200; attempt++) await pause(10);
    return check();
  }

  it('goes offline and stops connecting (no loop of upgrades with a dead session); another session’s page stays online', async () => {
    const user = await makeUser(db());
    const [session, otherSession] = [await signIn(user.id), await signIn(user.id)];
    const page = await openTestPage(session, '10.9.8.1');
    const otherPage = await openTestPage(otherSession, '10.9.8.2');
    expect(await until(() => page.isOnline() && otherPage.isOnline())).toBe(true);

    await callApi('/api/logout', { session });
    expect(await until(() => page.state() === 'offline')).toBe(true);
    const opens = page.opens();
    await pause(300);
    expect(page.opens()).toBe(opens);
    expect(otherPage.isOnline()).toBe(true);
    otherPage.close();
  });
});

describe('the periodic session check', () => {
  /** Runs the channel's ping alarm as if its last session check were long ago (or just now). */
  async function runAlarm(userId: number, checkDue: boolean) {
    const channel = channelOf(env, userId);
    if (checkDue) await runInDurableObject(channel, (_object, state) => state.storage.delete(SESSIONS_CHECKED_AT));
    expect(await runDurableObjectAlarm(channel)).toBe(true);
  }

  it('closes a socket whose session was removed behind the object’s back, or went idle, at its next check', async () => {
    const user = await makeUser(db());
    const removed = await signIn(user.id);
    const idle = await signIn(user.id);
    const live = await signIn(user.id);
    const sockets = { removed: await verifiedSocket(removed), idle: await verifiedSocket(idle) };
    const liveSocket = await verifiedSocket(live);

    await runAlarm(user.id, true);
    await db()
      .delete(sessions)
      .where(eq(sessions.id, await sha256Hex(removed)));
    await db()
      .update(sessions)
      .set({ lastSeenAt: Date.now() - SESSION_IDLE_MS - 60_000 })
      .where(eq(sessions.id, await sha256Hex(idle)));

    // Checked a moment ago: this ping only pings (one D1 read per object every few minutes, not per ping).
    await runAlarm(user.id, false);
    await expectOpen(sockets.removed);

    await runAlarm(user.id, true);
    await expectEnded(sockets.removed);
    await expectEnded(sockets.idle);
    await expectOpen(liveSocket);
    liveSocket.socket!.close(1000);
  });
});

describe('sockets per session and per user', () => {
  const refused = { status: 429, code: 'too_many_sockets' };

  async function refusal(session: string) {
    const { response } = await openSocket(session);
    return { status: response.status, code: response.webSocket ? null : (await response.json<any>()).errors[0].code };
  }

  it('accepts 10 sockets of one session (its tabs) and refuses the 11th, until one closes', async () => {
    const user = await makeUser(db());
    const session = await signIn(user.id);
    const tabs = [];
    for (let tab = 0; tab < 10; tab++) {
      const opened = await openSocket(session);
      expect(opened.response.status).toBe(101);
      tabs.push(opened);
    }
    expect(await refusal(session)).toEqual(refused);
    // Another session of the same user has its own ten.
    const other = await openSocket(await signIn(user.id));
    expect(other.response.status).toBe(101);

    tabs[0]!.socket!.close(1000);
    await tabs[0]!.closedWithin();
    let again = await openSocket(session);
    for (let attempt = 0; again.response.status !== 101 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openSocket(session);
    }
    expect(again.response.status).toBe(101);
    for (const opened of [...tabs.slice(1), other, again]) opened.socket!.close(1000);
  });

  it('refuses a user’s 31st socket, whatever the session', async () => {
    const user = await makeUser(db());
    const opened = [];
    for (let device = 0; device < 3; device++) {
      const session = await signIn(user.id);
      for (let tab = 0; tab < 10; tab++) opened.push(await openSocket(session));
    }
    expect(opened.every(({ response }) => response.status === 101)).toBe(true);
    expect(await refusal(await signIn(user.id))).toEqual(refused);
    for (const { socket } of opened) socket!.close(1000);
  });
});
