import { DurableObject } from 'cloudflare:workers';
import type { Env } from '#functions/env.ts';
import { isValidChannelToken } from '#functions/lib/channel-token.ts';
import { randomToken } from '#functions/lib/crypto.ts';
import { CHANNEL_TOKEN_INVALID } from '#src/shared/realtime.ts';
import {
  connectedFrame,
  connectErrorFrame,
  eventFrame,
  openFrame,
  parseClientFrame,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
  pingFrame,
  pongFrame,
  type ServerEvent,
} from './socket-io-frames.ts';

/** Set by the Worker after it authenticated the request; the object is not reachable otherwise. */
export const CHANNEL_SESSION_HEADER = 'x-vitrine-session-id';

type SocketState = { sid: string; sessionId: string; connected: boolean; verified: boolean; lastPongAt: number };

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
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a websocket', { status: 426 });
    }
    const sessionId = request.headers.get(CHANNEL_SESSION_HEADER);
    if (!sessionId) return new Response('Unauthenticated', { status: 401 });

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
    const state = socket.deserializeAttachment() as SocketState;
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

  /** Pings every open socket and drops those that stopped answering. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const socket of this.ctx.getWebSockets()) {
      const state = socket.deserializeAttachment() as SocketState;
      if (now - state.lastPongAt > PING_INTERVAL_MS + PING_TIMEOUT_MS) socket.close(4000, 'Ping timeout');
      else sendIfOpen(socket, pingFrame());
    }
    await this.schedulePing();
  }

  /** Sends an event to every verified socket of this user; returns how many received it. */
  push(event: ServerEvent): number {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      if ((socket.deserializeAttachment() as SocketState).verified && sendIfOpen(socket, eventFrame(event)))
        delivered++;
    }
    return delivered;
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
