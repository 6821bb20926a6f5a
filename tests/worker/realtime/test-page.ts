import { createChatDelivery, type DeliverySocket } from '#src/client/chat-delivery.ts';
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
  const fire = (event: string, payload?: unknown) => handlers.get(event)?.(payload);

  async function open() {
    if (stopped) return;
    const opened = await openSocket(session, { 'cf-connecting-ip': address });
    const ws = opened.socket;
    if (!ws) return void setTimeout(open, 5);
    socket = ws;
    const handle = (frame: string) => {
      if (frame.startsWith('0')) ws.send('40');
      else if (frame.startsWith('40')) fire('connect');
      else if (frame === '2') ws.send('3');
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
      fire('disconnect');
      // socket.io-client reconnects after a delay; a short one keeps the runs quick.
      if (!stopped) setTimeout(open, 1 + Math.random() * 10);
    });
  }

  const delivery: DeliverySocket & { drop(): void } = {
    on: (event: string, listener: Handler) => handlers.set(event, listener),
    emit: (_event, token) => socket?.send(`42${JSON.stringify(['token', token])}`),
    connect: () => void open(),
    disconnect: () => {
      stopped = true;
      socket?.close(1000);
    },
    drop: () => socket?.close(4001, 'dropped'),
  };
  return delivery;
}

export async function openTestPage(session: string, address: string) {
  const socket = reconnectingSocket(session, address);
  const view: ChatMessage[] = [];
  let online = false;
  const delivery = createChatDelivery({
    socket,
    channelToken: async () => createChannelToken(env.APP_SECRET, await sha256Hex(session)),
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
    onState: (state) => (online = state === 'online'),
    retryDelayMs: 5,
  });
  delivery.start();
  return {
    view,
    isOnline: () => online,
    drop: () => socket.drop(),
    close: () => delivery.stop(),
  };
}
