import * as v from 'valibot';
import type { ChatMessage } from './messaging.ts';

// The real-time channel (spec §7 "Real-time channel", DESIGN §6), named once for the Worker that
// serves it and the page that opens it.

export const SOCKET_PATH = '/socket.io';
/** Spec: the notification token the page reads from a cookie and emits as 'token'. */
export const CHANNEL_TOKEN_COOKIE = 'channelToken';
/**
 * Short-lived: a stolen token is soon worthless. GET /api/current hands a signed-in page a fresh
 * one, which the page asks for whenever its token is missing or refused.
 */
export const CHANNEL_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const CHANNEL_TOKEN_INVALID = 'token_invalid';
/** A link to this hash opens the chat widget's list on any page (notifications point here). */
export const CHAT_OPEN_HASH = '#chats';

/** Spec: 'token_result' answers the token; 'message' carries a message with its id and chatId. */
export type TokenResult = { success: true } | { success: false; errors: { field: string; code: string }[] };
export type ServerEvents = { token_result: TokenResult; message: ChatMessage };

/**
 * POST app/message/since {afterId}: what the caller's open pages missed while their socket was down
 * (Socket.IO alone delivers at most once). Without afterId: only lastId, the starting point.
 */
export const SINCE_LIMIT = 200;
export const messagesSinceInput = v.object({
  afterId: v.optional(
    v.pipe(v.number('invalid_after_id'), v.integer('invalid_after_id'), v.minValue(0, 'invalid_after_id')),
  ),
});
export type MessagesSince = { list: ChatMessage[]; lastId: number; hasMore: boolean };
