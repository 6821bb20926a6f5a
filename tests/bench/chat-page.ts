import { io } from 'socket.io-client';
import { createChatDelivery } from '#src/client/chat-delivery.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { CHANNEL_TOKEN_COOKIE, SOCKET_PATH, type MessagesSince } from '#src/shared/realtime.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '#src/shared/api.ts';
import { readServerTiming } from '#tests/support/server-timing.ts';

// A signed-in page of the chat benchmark, in Node: socket.io-client over the websocket transport,
// as the browser uses it, with the browser's delivery code; cookies kept the way a browser would.

const SESSION_COOKIE = 'vitrine_session';

export type BenchPage = Awaited<ReturnType<typeof openBenchPage>>;

export async function openBenchPage(origin: string, session: string, address: string) {
  const jar = new Map<string, string>([[SESSION_COOKIE, session]]);
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), decodeURIComponent(pair!.slice(at + 1)));
    }
  };
  const headers = () => ({
    cookie: cookieHeader(),
    'content-type': 'application/json',
    'cf-connecting-ip': address,
    [XSRF_HEADER]: jar.get(XSRF_COOKIE) ?? '',
  });
  /** The answer's data, and what the Worker says it cost (Server-Timing). */
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(`${origin}/api/${path}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify(body),
    });
    keep(response);
    const answer = (await response.json()) as { success: boolean; data: T; errors?: unknown };
    if (!answer.success) throw new Error(`${path} answered ${response.status} ${JSON.stringify(answer.errors)}`);
    return { data: answer.data, timing: readServerTiming(response.headers.get('server-timing')) };
  };
  const call = async <T>(path: string, body: unknown): Promise<T> => (await post<T>(path, body)).data;
  const refresh = async () => keep(await fetch(`${origin}/api/current`, { headers: headers() }));
  await refresh();

  const listeners = new Set<(message: ChatMessage) => void>();
  let online: () => void = () => undefined;
  const isOnline = new Promise<void>((resolve) => (online = resolve));
  const socket = io(origin, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    extraHeaders: { cookie: cookieHeader(), 'cf-connecting-ip': address },
  });
  const delivery = createChatDelivery({
    socket,
    channelToken: async (fresh) => {
      if (fresh) await refresh();
      return jar.get(CHANNEL_TOKEN_COOKIE) ?? null;
    },
    fetchSince: (afterId) => call<MessagesSince>('app/message/since', afterId === undefined ? {} : { afterId }),
    onMessage: (message) => listeners.forEach((listener) => listener(message)),
    onState: (state) => state === 'online' && online(),
  });
  delivery.start();
  await isOnline;
  return {
    call,
    onMessage: (listener: (message: ChatMessage) => void) => listeners.add(listener),
    send: (contactId: number, content: string) => post<ChatMessage>('app/message/send', { contactId, content }),
    close: () => delivery.stop(),
  };
}
