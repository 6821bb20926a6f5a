import { atom } from 'nanostores';
import { io, type Socket } from 'socket.io-client';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { CHANNEL_TOKEN_COOKIE, SOCKET_PATH, type MessagesSince, type ServerEvents } from '#src/shared/realtime.ts';
import { createChatDelivery, type DeliveryState } from './chat-delivery.ts';
import { readCookie, request } from './request.ts';

// The page's one real-time channel (spec §7 "Real-time channel"): websocket transport only, the
// token from its cookie, then 'message' events, each handed on once and in order (chat-delivery.ts).
// Listeners subscribe before the channel starts; the chat widget starts it for signed-in users.

type ListenEvents = { [Name in keyof ServerEvents]: (payload: ServerEvents[Name]) => void };
type EmitEvents = { token: (token: string) => void };

/** 'online' once the token is accepted and what was missed is read; 'connecting' while it is not. */
export const $chatChannelState = atom<DeliveryState>('offline');

const listeners = new Set<(message: ChatMessage) => void>();

/** Calls `listener` with every message of the signed-in user's chats that arrives live; answers the unsubscribe. */
export function onChatMessage(listener: (message: ChatMessage) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Refreshed a minute before it runs out, so a token is never refused for its age. */
const EXPIRY_MARGIN_MS = 60_000;

function usableToken(): string | null {
  const token = readCookie(CHANNEL_TOKEN_COOKIE);
  const expiresAt = Number(token?.split('.')[0]);
  return token && expiresAt - EXPIRY_MARGIN_MS > Date.now() ? token : null;
}

/** GET /api/current sets a fresh token cookie for a signed-in page; null when signed out. */
async function channelToken(fresh: boolean): Promise<string | null> {
  const token = fresh ? null : usableToken();
  if (token) return token;
  const user = await request<unknown>('/api/current').catch(() => null);
  return user === null ? null : readCookie(CHANNEL_TOKEN_COOKIE);
}

let channel: ReturnType<typeof createChatDelivery> | null = null;

/** Opens the channel once per page; later calls do nothing. */
export function startChatChannel(): void {
  if (channel) return;
  const socket: Socket<ListenEvents, EmitEvents> = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
  });
  channel = createChatDelivery({
    socket,
    channelToken,
    fetchSince: (afterId) =>
      request<MessagesSince>('/api/app/message/since', {
        method: 'POST',
        body: afterId === undefined ? {} : { afterId },
      }),
    onMessage: (message) => listeners.forEach((listener) => listener(message)),
    onState: (state) => $chatChannelState.set(state),
  });
  channel.start();
}

/** Closes the channel (the user signed out). */
export function stopChatChannel(): void {
  channel?.stop();
  channel = null;
}
