import { constantTimeEqual, hmacSha256 } from './crypto.ts';

// Spec: after connecting, the client emits 'token' with a token read from a cookie. The socket is
// already tied to a session by its HttpOnly cookie; the token proves the page that opened it can
// read our cookies, so another site that gets a socket opened with the user's cookie cannot use it.

export const CHANNEL_TOKEN_COOKIE = 'channelToken';

export function createChannelToken(secret: string, sessionId: string): Promise<string> {
  return hmacSha256(secret, `channel!${sessionId}`);
}

export async function isValidChannelToken(secret: string, sessionId: string, token: string): Promise<boolean> {
  return constantTimeEqual(token, await createChannelToken(secret, sessionId));
}
