import { DurableObject } from 'cloudflare:workers';
import { openDatabase } from '#functions/db/client.ts';
import { liveSessionIds, readSession, type SessionVerdict } from '#functions/domain/accounts/sessions.ts';
import type { Env } from '#functions/env.ts';
import { isValidChannelToken } from '#functions/lib/channel-token.ts';
import { randomToken } from '#functions/lib/crypto.ts';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { CHANNEL_TOKEN_INVALID } from '#src/shared/realtime.ts';
import {
  connectedFrame,
  connectErrorFrame,
  disconnectFrame,
  eventFrame,
  openFrame,
  parseClientFrame,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
  pingFrame,
  pongFrame,
  type ServerEvent,
} from './socket-io-frames.ts';
import { logWarning } from '#functions/lib/log.ts';
import { SessionVerdicts } from './session-verdicts.ts';

/** Set by the Worker after it authenticated the request; the object is not reachable otherwise. */
export const CHANNEL_SESSION_HEADER = 'x-vitrine-session-id';

type SocketState = { sid: string; sessionId: string; connected: boolean; verified: boolean; lastPongAt: number };

const stateOf = (socket: WebSocket) => socket.deserializeAttachment() as SocketState;

/**
 * A browser's tabs share its session, and each signed-in page opens one socket: ten pages open at
 * once is a busy browser, not a usual one. Three such browsers or devices per user. Every pushed
 * message is sent once per socket, so the caps bound what one message costs (300 sockets of one
 * session were accepted before), and keep the session check's read within D1's 100 bound values.
 * A refused page's socket.io-client retries with its backoff and gets in once a tab closes.
 */
export const MAX_SOCKETS_PER_SESSION = 10;
export const MAX_SOCKETS_PER_USER = 30;

/**
 * Sockets whose session ended through a path that does not tell the channel (idle or absolute
 * expiry, a write added later) close at the next ping after this long: one D1 read per channel
 * with open sockets every five minutes, however many sockets it holds.
 */
const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;
/** Durable Object storage key: when this channel last asked D1 which of its sessions stand. */
export const SESSIONS_CHECKED_AT = 'sessionsCheckedAt';
/**
 * Closes a socket whose session ended. socket.io-client does not reconnect after a Socket.IO
 * disconnect from the server (frame '41'), so the page asks whether it is still signed in before
 * it opens another (src/client/chat-delivery.ts): no loop of upgrades with a dead session.
 */
const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session ended' };

/**
 * A socket its client is closing is still listed until the close completes; sending to it throws.
 * What it misses, its page reads again after reconnecting (DESIGN §6).
 */
function sendIfOpen(socket: WebSocket, frame: string): boolean {
  if (socket.readyState !== WebSocket.OPEN) return false;
  try {
    socket.send(frame);
    return true;
  } catch {
    return false;
  }
}

/**
 * One per signed-in user: holds that user's open sockets (every tab, every device). Websockets are
 * hibernatable, so an idle user costs nothing; pings come from an alarm (DESIGN §6).
 */
export class UserChannel extends DurableObject<Env> {
  readonly #sessions = new SessionVerdicts();

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a websocket', { status: 426 });
    }
    const sessionId = request.headers.get(CHANNEL_SESSION_HEADER);
    if (!sessionId) return new Response('Unauthenticated', { status: 401 });
    const sockets = this.ctx.getWebSockets();
    const ofSession = sockets.filter((socket) => stateOf(socket).sessionId === sessionId).length;
    if (ofSession >= MAX_SOCKETS_PER_SESSION || sockets.length >= MAX_SOCKETS_PER_USER) {
      return jsonEnvelope(429, errorBody([{ field: '', code: 'too_many_sockets' }]));
    }

    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    const state: SocketState = {
      sid: randomToken(),
      sessionId,
      connected: false,
      verified: false,
      lastPongAt: Date.now(),
    };
    server.serializeAttachment(state);
    server.send(openFrame(state.sid));
    await this.schedulePing();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') return socket.close(1003, 'Binary frames are not supported');
    const state = stateOf(socket);
    const frame = parseClientFrame(message);
    switch (frame.kind) {
      case 'pong':
        return socket.serializeAttachment({ ...state, lastPongAt: Date.now() } satisfies SocketState);
      case 'ping':
        return socket.send(pongFrame());
      case 'connect':
        if (frame.namespace !== '/') return socket.send(connectErrorFrame('Invalid namespace'));
        socket.serializeAttachment({ ...state, connected: true } satisfies SocketState);
        return socket.send(connectedFrame(state.sid));
      case 'event':
        if (!state.connected) return socket.close(1008, 'Not connected');
        return this.verifyToken(socket, state, frame.event.token);
      case 'unknown_event':
        return;
      case 'disconnect':
        return socket.close(1000, 'Client disconnected');
      case 'invalid':
        return socket.close(1002, 'Invalid frame');
    }
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // 1005/1006 mean "no code" and may not be sent back.
    socket.close(code === 1005 || code === 1006 ? 1000 : code, 'Closing');
  }

  /**
   * Pings every open socket and drops those that stopped answering; every few minutes, also those
   * whose session ended unannounced.
   */
  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const socket of this.ctx.getWebSockets()) {
      if (now - stateOf(socket).lastPongAt > PING_INTERVAL_MS + PING_TIMEOUT_MS) socket.close(4000, 'Ping timeout');
      else sendIfOpen(socket, pingFrame());
    }
    await this.schedulePing();
    const checkedAt = (await this.ctx.storage.get<number>(SESSIONS_CHECKED_AT)) ?? 0;
    if (now - checkedAt < SESSION_CHECK_INTERVAL_MS) return;
    try {
      await this.closeEndedSessions();
    } catch (error) {
      // D1 unreachable: the next ping tries again.
      logWarning('realtime: session check failed', error);
    }
  }

  /** Sends an event to every verified socket of this user; returns how many received it. */
  push(event: ServerEvent): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      if (stateOf(socket).verified && sendIfOpen(socket, eventFrame(event))) delivered++;
    }
    return delivered;
  }

  /**
   * Whether this user's session stands, for the Worker's check of a request (sessions.ts): from the
   * sessions kept here, D1 read on a miss. The Worker names the user, as it names the object.
   */
  viewerFor(userId: number, sessionId: string): Promise<SessionVerdict> {
    return this.#sessions.verdict(sessionId, Date.now(), (id) => readSession(openDatabase(this.env.DB), id, userId));
  }

  /** A session of this user ended, or what one grants changed (session-changes.ts). */
  async sessionsChanged(): Promise<void> {
    this.#sessions.forget();
    await this.closeEndedSessions();
  }

  /**
   * Closes every socket opened with a session that no longer stands (ended, expired, or its user
   * disabled or deleted), told why; sockets of sessions that stand stay. One D1 read for all of
   * them. Called when sessions change (sessionsChanged) and by the alarm.
   */
  private async closeEndedSessions(): Promise<void> {
    const now = Date.now();
    // Sockets accepted while D1 answers were not asked about, so they are not judged by its answer.
    const sockets = this.ctx.getWebSockets().map((socket) => ({ socket, sessionId: stateOf(socket).sessionId }));
    if (sockets.length === 0) return;
    const live = await liveSessionIds(openDatabase(this.env.DB), [...new Set(sockets.map((s) => s.sessionId))], now);
    await this.ctx.storage.put(SESSIONS_CHECKED_AT, now);
    for (const { socket, sessionId } of sockets) {
      if (live.has(sessionId)) continue;
      sendIfOpen(socket, disconnectFrame());
      if (socket.readyState === WebSocket.OPEN) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }

  private async verifyToken(socket: WebSocket, state: SocketState, token: string): Promise<void> {
    if (await isValidChannelToken(this.env.APP_SECRET, state.sessionId, token)) {
      socket.serializeAttachment({ ...state, verified: true } satisfies SocketState);
      socket.send(eventFrame({ name: 'token_result', payload: { success: true } }));
      return;
    }
    socket.send(
      eventFrame({
        name: 'token_result',
        payload: { success: false, errors: [{ field: 'token', code: CHANNEL_TOKEN_INVALID }] },
      }),
    );
    socket.close(1008, 'Invalid token');
  }

  private async schedulePing(): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + PING_INTERVAL_MS);
  }
}
