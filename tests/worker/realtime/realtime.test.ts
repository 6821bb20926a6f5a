import { runDurableObjectAlarm } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callWorker, db, signIn, SESSION_COOKIE } from '#tests/worker/support/call-worker.ts';
import { makeUser } from '#tests/worker/support/factories.ts';

const SOCKET_PATH = '/socket.io/?EIO=4&transport=websocket';

/** Opens the socket the way socket.io-client does and collects what the server sends. */
async function openSocket(session: string | null, headers: Record<string, string> = {}) {
  const response = await callWorker(SOCKET_PATH, {
    headers: { upgrade: 'websocket', ...(session && { cookie: `${SESSION_COOKIE}=${session}` }), ...headers },
  });
  const socket = response.webSocket;
  if (!socket) return { response, socket: null, frames: [] as string[], next: async () => '' };
  const frames: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  let closed: { code: number } | null = null;
  socket.addEventListener('message', (event) => {
    const frame = String(event.data);
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.addEventListener('close', (event) => {
    closed = { code: event.code };
  });
  socket.accept();
  const next = () =>
    new Promise<string>((resolve) => (frames.length > 0 ? resolve(frames.shift()!) : waiting.push(resolve)));
  return { response, socket, frames, next, closed: () => closed };
}

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

    const delivered = await channel.push({ name: 'message', payload: { id: 7, chatId: 3 } });
    expect(delivered).toBe(1);
    expect(await verified.next()).toBe('42["message",{"id":7,"chatId":3}]');
    verified.socket!.close(1000);
    unverified.socket!.close(1000);
  });
});
