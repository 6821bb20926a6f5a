import { createChatDelivery, type DeliverySocket, type DeliveryState } from '#src/client/chat-delivery.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import type { MessagesSince } from '#src/shared/realtime.ts';
import { env } from 'cloudflare:workers';
import { createChannelToken } from '#functions/lib/channel-token.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { callApi } from '#tests/worker/support/call-worker.ts';
import { openSocket } from './open-socket.ts';

// A signed-in page as the chaos test needs it: the page's own delivery code (chat-delivery.ts)
// over a socket that speaks the frames socket.io-client would, reconnects when dropped, and can be
// dropped on purpose. What the page was handed is its view.

type Handler = (payload?: any) => void;

function reconnectingSocket(session: string, address: string) {
  const handlers = new Map<string, Handler>();
  let socket: WebSocket | null = null;
  let stopped = false;
  /** The server sent a Socket.IO disconnect: like socket.io-client, wait for connect() before opening again. */
  let endedByServer = false;
  let opens = 0;
  const fire = (event: string, payload?: unknown) => handlers.get(event)?.(payload);

  async function open() {
    if (stopped) return;
    opens++;
    const opened = await openSocket(session, { 'cf-connecting-ip': address });
    const ws = opened.socket;
    if (!ws) return void setTimeout(open, 5);
    socket = ws;
    const handle = (frame: string) => {
      if (frame.startsWith('0')) ws.send('40');
      else if (frame.startsWith('40')) fire('connect');
      else if (frame === '2') ws.send('3');
      else if (frame === '41') endedByServer = true;
      else if (frame.startsWith('42')) {
        const [name, payload] = JSON.parse(frame.slice(2)) as [string, unknown];
        fire(name, payload);
      }
    };
    opened.frames.splice(0).forEach(handle);
    ws.addEventListener('message', (event) => handle(String(event.data)));
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      fire('disconnect', endedByServer ? 'io server disconnect' : 'transport close');
      // socket.io-client reconnects after a delay (a short one keeps the runs quick), unless the server ended it.
      if (!stopped && !endedByServer) setTimeout(open, 1 + Math.random() * 10);
    });
  }

  const delivery: DeliverySocket & { drop(): void; opens(): number } = {
    on: (event: string, listener: Handler) => handlers.set(event, listener),
    emit: (_event, token) => socket?.send(`42${JSON.stringify(['token', token])}`),
    connect: () => {
      endedByServer = false;
      void open();
    },
    disconnect: () => {
      stopped = true;
      socket?.close(1000);
    },
    drop: () => socket?.close(4001, 'dropped'),
    opens: () => opens,
  };
  return delivery;
}

export async function openTestPage(session: string, address: string) {
  const socket = reconnectingSocket(session, address);
  const view: ChatMessage[] = [];
  let state: DeliveryState = 'offline';
  const delivery = createChatDelivery({
    socket,
    // Like the page (src/client/chat-channel.ts): a fresh token comes from GET current, none when signed out.
    channelToken: async (fresh) => {
      if (fresh && (await callApi('/api/current', { session })).body.data === null) return null;
      return createChannelToken(env.APP_SECRET, await sha256Hex(session));
    },
    fetchSince: async (afterId) => {
      const answer = await callApi('/api/app/message/since', {
        session,
        body: afterId === undefined ? {} : { afterId },
        headers: { 'cf-connecting-ip': address },
      });
      if (answer.status !== 200) throw new Error(`since answered ${answer.status}`);
      return answer.body.data as MessagesSince;
    },
    onMessage: (message) => view.push(message),
    onState: (next) => (state = next),
    retryDelayMs: 5,
  });
  delivery.start();
  return {
    view,
    isOnline: () => state === 'online',
    state: () => state,
    opens: () => socket.opens(),
    drop: () => socket.drop(),
    close: () => delivery.stop(),
  };
}
