import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { openSocket, SOCKET_PATH } from './open-socket.ts';
import { makeUser } from '#tests/worker/support/factories.ts';

const SOME_MESSAGE = {
  id: 7,
  chatId: 3,
  fromId: 1,
  toId: 2,
  createTime: 1_700_000_000_000,
  content: 'Hello',
  isRead: false,
  isReceived: false,
  status: 'ready',
  fileName: null,
  type: 'text',
} as const;

async function signedInUser() {
  const user = await makeUser(db());
  const session = await signIn(user.id);
  return { user, session, sessionId: await sha256Hex(session) };
}

describe('/socket.io (UserChannel)', () => {
  it('refuses a visitor without a session, other transports and plain HTTP', async () => {
    expect((await openSocket(null)).response.status).toBe(401);
    expect((await callWorker('/socket.io/?EIO=4&transport=polling')).status).toBe(400);
    expect(
      (await callWorker('/socket.io/?EIO=3&transport=websocket', { headers: { upgrade: 'websocket' } })).status,
    ).toBe(400);
    expect((await callWorker(SOCKET_PATH)).status).toBe(426);
  });

  it('refuses a socket opened by another site', async () => {
    const { session } = await signedInUser();
    expect((await openSocket(session, { origin: 'https://evil.test' })).response.status).toBe(403);
  });

  it('performs the Engine.IO open, the namespace connect and the token handshake', async () => {
    const { session, sessionId } = await signedInUser();
    const { response, socket, next } = await openSocket(session, { origin: 'https://vitrine.test' });
    expect(response.status).toBe(101);
    const open = await next();
    expect(open[0]).toBe('0');
    expect(JSON.parse(open.slice(1))).toMatchObject({ upgrades: [], pingInterval: 25_000, pingTimeout: 20_000 });

    socket!.send('40');
    expect(await next()).toMatch(/^40\{"sid":"[\w-]+"\}$/);

    socket!.send(`42${JSON.stringify(['token', await createChannelToken(env.APP_SECRET, sessionId)])}`);
    expect(await next()).toBe('42["token_result",{"success":true}]');
    socket!.close(1000);
  });

  it('answers a wrong token with a failed token_result and closes the socket', async () => {
    const { session } = await signedInUser();
    const { socket, next } = await openSocket(session);
    await next();
    socket!.send('40');
    await next();
    socket!.send('42["token","forged"]');
    expect(await next()).toBe(
      '42["token_result",{"success":false,"errors":[{"field":"token","code":"token_invalid"}]}]',
    );
  });

  it('refuses a token of another session, and one past its hour', async () => {
    const { session, sessionId } = await signedInUser();
    const other = await signedInUser();
    for (const token of [
      await createChannelToken(env.APP_SECRET, other.sessionId),
      await createChannelToken(env.APP_SECRET, sessionId, Date.now() - 61 * 60_000),
    ]) {
      const { socket, next } = await openSocket(session);
      await next();
      socket!.send('40');
      await next();
      socket!.send(`42${JSON.stringify(['token', token])}`);
      expect(await next()).toContain('"success":false');
    }
  });

  it('pings every open socket from an alarm, and delivers pushed events to verified sockets only', async () => {
    const { user, session, sessionId } = await signedInUser();
    const verified = await openSocket(session);
    const unverified = await openSocket(session);
    await verified.next();
    await unverified.next();
    verified.socket!.send('40');
    await verified.next();
    verified.socket!.send(`42${JSON.stringify(['token', await createChannelToken(env.APP_SECRET, sessionId)])}`);
    await verified.next();

    const channel = env.CHANNEL.get(env.CHANNEL.idFromName(`user:${user.id}`));
    expect(await runDurableObjectAlarm(channel)).toBe(true);
    expect(await verified.next()).toBe('2');
    expect(await unverified.next()).toBe('2');

    const message = { ...SOME_MESSAGE, toId: user.id };
    const delivered = await channel.push({ name: 'message', payload: message });
    expect(delivered).toBe(1);
    expect(await verified.next()).toBe(`42${JSON.stringify(['message', message])}`);
    verified.socket!.close(1000);
    unverified.socket!.close(1000);
  });
});
