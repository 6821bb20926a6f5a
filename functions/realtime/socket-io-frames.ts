import { decodePacket, encodePacket, type Packet as EnginePacket } from 'engine.io-parser';
import { Decoder, Encoder, PacketType, type Packet as SocketPacket } from 'socket.io-parser';
import type { ServerEvents } from '#src/shared/realtime.ts';

// The small part of Engine.IO v4 / Socket.IO v5 a websocket-only server needs (DESIGN §6), framed
// by the official parsers. Pings come from the server every PING_INTERVAL_MS; a client that has
// not answered within PING_TIMEOUT_MS after that is dropped.

export const PING_INTERVAL_MS = 25_000;
export const PING_TIMEOUT_MS = 20_000;
export const MAX_PAYLOAD_BYTES = 100_000;
const NAMESPACE = '/';

/** Events the server emits (src/shared/realtime.ts names their payloads for both sides). */
export type ServerEvent = {
  [Name in keyof ServerEvents]: { name: Name; payload: ServerEvents[Name] };
}[keyof ServerEvents];

/** Events a client may emit. */
export type ClientEvent = { name: 'token'; token: string };

export type ClientFrame =
  | { kind: 'ping' }
  | { kind: 'pong' }
  | { kind: 'connect'; namespace: string }
  | { kind: 'event'; event: ClientEvent }
  | { kind: 'unknown_event'; name: string }
  | { kind: 'disconnect' }
  | { kind: 'invalid' };

function encodeEngine(packet: EnginePacket): string {
  let frame = '';
  // Text packets are encoded synchronously.
  encodePacket(packet, false, (encoded) => {
    frame = String(encoded);
  });
  return frame;
}

function encodeSocket(packet: SocketPacket): string {
  const [text] = new Encoder().encode(packet);
  return encodeEngine({ type: 'message', data: String(text) });
}

export function openFrame(sid: string): string {
  const handshake = {
    sid,
    upgrades: [],
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    maxPayload: MAX_PAYLOAD_BYTES,
  };
  return encodeEngine({ type: 'open', data: JSON.stringify(handshake) });
}

export const pingFrame = (): string => encodeEngine({ type: 'ping' });
export const pongFrame = (): string => encodeEngine({ type: 'pong' });

export function connectedFrame(sid: string): string {
  return encodeSocket({ type: PacketType.CONNECT, nsp: NAMESPACE, data: { sid } });
}

/** Socket.IO's disconnect from the server: socket.io-client then does not reconnect by itself. */
export function disconnectFrame(): string {
  return encodeSocket({ type: PacketType.DISCONNECT, nsp: NAMESPACE });
}

export function connectErrorFrame(message: string): string {
  return encodeSocket({ type: PacketType.CONNECT_ERROR, nsp: NAMESPACE, data: { message } });
}

export function eventFrame(event: ServerEvent): string {
  return encodeSocket({ type: PacketType.EVENT, nsp: NAMESPACE, data: [event.name, event.payload] });
}

function decodeSocket(text: string): SocketPacket | null {
  let decoded: SocketPacket | null = null;
  const decoder = new Decoder();
  decoder.on('decoded', (packet: SocketPacket) => {
    decoded = packet;
  });
  try {
    decoder.add(text);
  } catch {
    return null;
  } finally {
    decoder.destroy();
  }
  return decoded;
}

function toClientEvent(data: unknown): ClientFrame {
  if (!Array.isArray(data) || typeof data[0] !== 'string') return { kind: 'invalid' };
  const [name, payload] = data as [string, unknown];
  if (name === 'token')
    return typeof payload === 'string' ? { kind: 'event', event: { name, token: payload } } : { kind: 'invalid' };
  return { kind: 'unknown_event', name };
}

/** What a client's text frame means; anything malformed is `invalid` (never an exception). */
export function parseClientFrame(text: string): ClientFrame {
  if (text.length > MAX_PAYLOAD_BYTES) return { kind: 'invalid' };
  const engine = decodePacket(text);
  switch (engine.type) {
    case 'ping':
      return { kind: 'ping' };
    case 'pong':
      return { kind: 'pong' };
    case 'close':
      return { kind: 'disconnect' };
    case 'message': {
      const packet = typeof engine.data === 'string' ? decodeSocket(engine.data) : null;
      if (!packet) return { kind: 'invalid' };
      if (packet.type === PacketType.CONNECT) return { kind: 'connect', namespace: packet.nsp };
      // The only namespace served: a packet for another is not the client of this socket speaking.
      if (packet.nsp !== NAMESPACE) return { kind: 'invalid' };
      if (packet.type === PacketType.DISCONNECT) return { kind: 'disconnect' };
      if (packet.type === PacketType.EVENT) return toClientEvent(packet.data);
      return { kind: 'invalid' };
    }
    default:
      return { kind: 'invalid' };
  }
}
