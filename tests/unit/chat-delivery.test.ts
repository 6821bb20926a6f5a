import { describe, expect, it } from 'vitest';
import { createChatDelivery, type DeliverySocket } from '#src/client/chat-delivery.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import type { MessagesSince, TokenResult } from '#src/shared/realtime.ts';

// The page's side of "no message lost": what a socket-only client would drop or repeat, this hands
// on once and in order (the chaos benchmark drives the same code against the real server).

const message = (id: number): ChatMessage => ({
  id,
  chatId: 1,
  fromId: 2,
  toId: 3,
  createTime: id,
  content: `m${id}`,
  isRead: false,
  isReceived: false,
  status: 'ready',
  fileName: null,
  type: 'text',
});

/** A socket the test drives: it fires the server's events by hand. */
function fakeSocket() {
  const handlers = new Map<string, (payload?: any) => void>();
  const emitted: [string, string][] = [];
  const socket: DeliverySocket & {
    fire(event: string, payload?: unknown): void;
    emitted: typeof emitted;
    connects: number;
  } = {
    on: (event: string, listener: (payload?: any) => void) => handlers.set(event, listener),
    emit: (event, token) => emitted.push([event, token]),
    connect: () => void socket.connects++,
    disconnect: () => undefined,
    fire: (event, payload) => handlers.get(event)?.(payload),
    emitted,
    connects: 0,
  };
  return socket;
}

/** The server's `since` over a list of stored ids, paged by `pageSize`. */
function storedMessages(ids: number[], pageSize = 200) {
  const calls: (number | undefined)[] = [];
  let release: (() => void) | null = null;
  const fetchSince = async (afterId: number | undefined): Promise<MessagesSince> => {
    calls.push(afterId);
    if (release === null && gate) await new Promise<void>((resolve) => (release = resolve));
    const last = Math.max(0, ...ids);
    if (afterId === undefined) return { list: [], lastId: last, hasMore: false };
    const after = ids.filter((id) => id > afterId).sort((a, b) => a - b);
    const page = after.slice(0, pageSize);
    return { list: page.map(message), lastId: page.at(-1) ?? afterId, hasMore: after.length > pageSize };
  };
  let gate = false;
  return {
    ids,
    calls,
    fetchSince,
    /** The next since call waits until `open()`. */
    hold: () => {
      gate = true;
      release = null;
    },
    open: () => {
      gate = false;
      (release as (() => void) | null)?.();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const accepted: TokenResult = { success: true };

function setUp(server = storedMessages([])) {
  const socket = fakeSocket();
  const seen: number[] = [];
  const states: string[] = [];
  let tokens = 0;
  const delivery = createChatDelivery({
    socket,
    channelToken: async (fresh) => `token-${++tokens}${fresh ? '-fresh' : ''}`,
    fetchSince: server.fetchSince,
    onMessage: (received) => seen.push(received.id),
    onState: (state) => states.push(state),
    retryDelayMs: 1,
  });
  delivery.start();
  const connect = async () => {
    socket.fire('connect');
    await settle();
    socket.fire('token_result', accepted);
    await settle();
  };
  return { socket, seen, states, server, connect, delivery };
}

describe('chat delivery', () => {
  it('emits the cookie’s token on connect, starts from the server’s last id, then hands on live messages', async () => {
    const { socket, seen, states, server, connect } = setUp(storedMessages([4, 9]));
    await connect();
    expect(socket.emitted).toEqual([['token', 'token-1']]);
    expect(server.calls).toEqual([undefined]);
    expect(states.at(-1)).toBe('online');
    socket.fire('message', message(10));
    socket.fire('message', message(10));
    expect(seen).toEqual([10]);
  });

  it('after a reconnect, reads what was missed first, then what arrived meanwhile, each once and in order', async () => {
    const server = storedMessages([1]);
    const { socket, seen, connect } = setUp(server);
    await connect();
    socket.fire('message', message(2));
    socket.fire('disconnect');
    // Stored while the socket was down: 3 and 4; 2 was already seen.
    server.ids.push(2, 3, 4);
    server.hold();
    socket.fire('connect');
    await settle();
    socket.fire('token_result', accepted);
    // Live while the catch-up is under way: 5, and 4 again (pushed after the since read began).
    server.ids.push(5);
    socket.fire('message', message(5));
    socket.fire('message', message(4));
    expect(seen).toEqual([2]);
    server.open();
    await settle();
    await settle();
    expect(seen).toEqual([2, 3, 4, 5]);
    expect(server.calls).toEqual([undefined, 1]);
  });

  it('pages through a long absence', async () => {
    const server = storedMessages([1]);
    const { socket, seen, connect } = setUp(server);
    await connect();
    socket.fire('disconnect');
    server.ids.push(...Array.from({ length: 450 }, (_, index) => index + 2));
    await connect();
    await settle();
    expect(seen).toHaveLength(450);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(server.calls).toEqual([undefined, 1, 201, 401]);
  });

  it('asks for a fresh token after one was refused', async () => {
    const { socket } = setUp();
    socket.fire('connect');
    await settle();
    socket.fire('token_result', { success: false, errors: [{ field: 'token', code: 'token_invalid' }] });
    socket.fire('disconnect');
    socket.fire('connect');
    await settle();
    expect(socket.emitted).toEqual([
      ['token', 'token-1'],
      ['token', 'token-2-fresh'],
    ]);
  });

  it('stops when the user is signed out (no token to be had)', async () => {
    const socket = fakeSocket();
    const states: string[] = [];
    createChatDelivery({
      socket,
      channelToken: async () => null,
      fetchSince: async () => ({ list: [], lastId: 0, hasMore: false }),
      onMessage: () => undefined,
      onState: (state) => states.push(state),
    }).start();
    socket.fire('connect');
    await settle();
    expect(states.at(-1)).toBe('offline');
    expect(socket.emitted).toEqual([]);
  });

  it('after the server ended the socket with its session, stops when signed out: no reconnect loop', async () => {
    const socket = fakeSocket();
    const states: string[] = [];
    const asked: boolean[] = [];
    let signedIn = true;
    createChatDelivery({
      socket,
      channelToken: async (fresh) => (asked.push(fresh), signedIn ? 'token' : null),
      fetchSince: async () => ({ list: [], lastId: 0, hasMore: false }),
      onMessage: () => undefined,
      onState: (state) => states.push(state),
    }).start();
    socket.fire('connect');
    await settle();
    socket.fire('token_result', accepted);
    await settle();
    signedIn = false;
    socket.fire('disconnect', 'io server disconnect');
    await settle();
    expect(asked.at(-1)).toBe(true);
    expect(states.at(-1)).toBe('offline');
    expect(socket.connects).toBe(1);
  });

  it('after the server ended the socket with its session, carries on when this browser is signed in again', async () => {
    const { socket, states, connect } = setUp();
    await connect();
    socket.fire('disconnect', 'io server disconnect');
    await settle();
    expect(socket.connects).toBe(2);
    await connect();
    expect(socket.emitted.at(-1)).toEqual(['token', 'token-3']);
    expect(states.at(-1)).toBe('online');
  });

  it('leaves a dropped socket to socket.io-client’s own reconnection', async () => {
    const { socket, connect } = setUp();
    await connect();
    socket.fire('disconnect', 'transport close');
    await settle();
    expect(socket.connects).toBe(1);
  });
});
