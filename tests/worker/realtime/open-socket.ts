import { env } from 'cloudflare:workers';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callWorker, SESSION_COOKIE } from '#tests/worker/support/call-worker.ts';

export const SOCKET_PATH = '/socket.io/?EIO=4&transport=websocket';

/** Opens the socket the way socket.io-client does and collects what the server sends. */
export async function openSocket(session: string | null, headers: Record<string, string> = {}) {
  const response = await callWorker(SOCKET_PATH, {
    headers: { upgrade: 'websocket', ...(session && { cookie: `${SESSION_COOKIE}=${session}` }), ...headers },
  });
  const socket = response.webSocket;
  if (!socket) {
    const none = { frames: [] as string[], received: [] as string[], next: async () => '', closed: () => null };
    return { response, socket: null, ...none, closedWithin: async () => null };
  }
  const frames: string[] = [];
  /** Every frame received, kept even after `next` took it. */
  const received: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  let closed: { code: number } | null = null;
  let onClose: (close: { code: number }) => void = () => undefined;
  const whenClosed = new Promise<{ code: number }>((resolve) => (onClose = resolve));
  socket.addEventListener('message', (event) => {
    const frame = String(event.data);
    received.push(frame);
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  socket.addEventListener('close', (event) => {
    closed = { code: event.code };
    onClose(closed);
  });
  socket.accept();
  const next = () =>
    new Promise<string>((resolve) => (frames.length > 0 ? resolve(frames.shift()!) : waiting.push(resolve)));
  /** The close the server sent within `ms`, or null while the socket stays open. */
  const closedWithin = (ms = 2000) =>
    Promise.race([whenClosed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
  return { response, socket, frames, received, next, closed: () => closed, closedWithin };
}

/** A socket through the whole handshake (open, connect, accepted token), ready for events. */
export async function verifiedSocket(session: string) {
  const opened = await openSocket(session);
  await opened.next();
  opened.socket!.send('40');
  await opened.next();
  const token = await createChannelToken(env.APP_SECRET, await sha256Hex(session));
  opened.socket!.send(`42${JSON.stringify(['token', token])}`);
  const result = await opened.next();
  if (result !== '42["token_result",{"success":true}]') throw new Error(`token refused: ${result}`);
  /** The next event as [name, payload]; pings in between are skipped. */
  const nextEvent = async (): Promise<[string, any]> => {
    for (;;) {
      const frame = await opened.next();
      if (frame.startsWith('42')) return JSON.parse(frame.slice(2));
    }
  };
  return { ...opened, nextEvent };
}
