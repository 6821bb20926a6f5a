import type { ChatMessage } from '#src/shared/messaging.ts';
import type { MessagesSince, TokenResult } from '#src/shared/realtime.ts';

// Exactly-once, in-order delivery over an at-most-once socket (DESIGN §6). A socket delivers every
// message stored while it is open and verified; what was stored while no socket was, the page
// reads with `since`, from a watermark that only the server's answers move. While that catch-up
// runs, live messages wait, so the page sees the missed ones first, then the new ones, each once.
// No DOM, no globals: src/client/chat-channel.ts wires it to socket.io-client, and the chaos
// benchmark drives the same code in Node.

/** The part of a socket.io-client socket this needs. */
export type DeliverySocket = {
  on(event: 'connect', listener: () => void): unknown;
  /** socket.io-client's reason; 'io server disconnect' when the server ended the socket itself. */
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  on(event: 'token_result', listener: (result: TokenResult) => void): unknown;
  on(event: 'message', listener: (message: ChatMessage) => void): unknown;
  emit(event: 'token', token: string): unknown;
  connect(): unknown;
  disconnect(): unknown;
};

export type DeliveryState = 'offline' | 'connecting' | 'online';

export type DeliveryDeps = {
  socket: DeliverySocket;
  /** The channel token (spec: read from a cookie); `fresh` asks the server for a new one first. */
  channelToken(fresh: boolean): Promise<string | null>;
  fetchSince(afterId: number | undefined): Promise<MessagesSince>;
  onMessage(message: ChatMessage): void;
  onState(state: DeliveryState): void;
  /** How long to wait before retrying a failed catch-up. */
  retryDelayMs?: number;
};

const SERVER_DISCONNECT = 'io server disconnect';

export function createChatDelivery(deps: DeliveryDeps) {
  const { socket } = deps;
  /** Every message with an id up to here has been handed on (or was there before the page opened). */
  let watermark: number | null = null;
  /** Ids above the watermark already handed on. */
  const delivered = new Set<number>();
  /** Live messages that arrived while a catch-up ran. */
  let waiting: ChatMessage[] | null = null;
  /** Bumped on every connect and disconnect, so a catch-up of an older connection stops. */
  let connection = 0;
  let tokenRefused = false;

  function handOn(messages: ChatMessage[]) {
    for (const message of messages.toSorted((a, b) => a.id - b.id)) {
      if ((watermark !== null && message.id <= watermark) || delivered.has(message.id)) continue;
      delivered.add(message.id);
      deps.onMessage(message);
    }
  }

  function moveWatermark(to: number) {
    watermark = Math.max(watermark ?? 0, to);
    for (const id of delivered) if (id <= watermark) delivered.delete(id);
  }

  async function catchUp(current: number) {
    waiting = [];
    const missed: ChatMessage[] = [];
    let lastId = watermark;
    for (;;) {
      try {
        const answer = await deps.fetchSince(lastId ?? undefined);
        if (current !== connection) return;
        missed.push(...answer.list);
        lastId = answer.lastId;
        if (!answer.hasMore) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, deps.retryDelayMs ?? 2000));
        if (current !== connection) return;
      }
    }
    const live = waiting;
    waiting = null;
    handOn(missed);
    moveWatermark(lastId ?? 0);
    handOn(live);
    deps.onState('online');
  }

  socket.on('connect', () => {
    const current = ++connection;
    deps.onState('connecting');
    void deps.channelToken(tokenRefused).then((token) => {
      if (current !== connection) return;
      if (token === null) return stop();
      tokenRefused = false;
      socket.emit('token', token);
    });
  });
  socket.on('token_result', (result) => {
    if (result.success) void catchUp(connection);
    // The server closes the socket after a refusal; the next connect brings a fresh token.
    else tokenRefused = true;
  });
  socket.on('message', (message) => {
    if (waiting) waiting.push(message);
    else handOn([message]);
  });
  socket.on('disconnect', (reason) => {
    const current = ++connection;
    waiting = null;
    deps.onState('connecting');
    // The server ends a socket itself when the session it was opened with ended (logout, password
    // changed, account disabled), and socket.io-client then does not reconnect. This browser may be
    // signed in again already (a password changed in this tab): carry on in that session; else stop.
    if (reason === SERVER_DISCONNECT)
      void deps.channelToken(true).then((token) => {
        if (current !== connection) return;
        if (token === null) stop();
        else socket.connect();
      });
  });

  function stop() {
    connection++;
    socket.disconnect();
    deps.onState('offline');
  }

  return {
    start() {
      deps.onState('connecting');
      socket.connect();
    },
    stop,
  };
}
