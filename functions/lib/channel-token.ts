import { CHANNEL_TOKEN_LIFETIME_MS } from '#src/shared/realtime.ts';
import { constantTimeEqual, hmacSha256 } from './crypto.ts';

// Spec: after connecting, the client emits 'token' with a token read from a cookie. The socket is
// already tied to a session by its HttpOnly cookie; the token proves the page that opened it can
// read our cookies, so another site that gets a socket opened with the user's cookie cannot use it.
// The token is `{expiresAt}.{signature}`, bound to the session and valid for an hour.

const signature = (secret: string, sessionId: string, expiresAt: number) =>
  hmacSha256(secret, `channel!${sessionId}!${expiresAt}`);

export async function createChannelToken(secret: string, sessionId: string, now = Date.now()): Promise<string> {
  const expiresAt = now + CHANNEL_TOKEN_LIFETIME_MS;
  return `${expiresAt}.${await signature(secret, sessionId, expiresAt)}`;
}

export async function isValidChannelToken(
  secret: string,
  sessionId: string,
  token: string,
  now = Date.now(),
): Promise<boolean> {
  const parts = token.split('.');
  if (parts.length !== 2) return false;
  const [expires, signed] = parts as [string, string];
  const expiresAt = Number(expires);
  if (!signed || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  return constantTimeEqual(signed, await signature(secret, sessionId, expiresAt));
}
