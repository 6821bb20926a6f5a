import { randomToken } from '#functions/lib/crypto.ts';

// A session token names its user, `u{userId}.{random}`, so a request asks that user's channel
// whether it stands (decision 075) instead of reading D1. The name grants nothing: a session is
// found by the hash of the whole token, and only among that user's own sessions.

const NAMED_TOKEN = /^u(\d{1,15})\.[A-Za-z0-9_-]{22}$/;

/** A new session's token: 128 random bits (DESIGN §4) after its user's id. */
export function newSessionToken(userId: number): string {
  return `u${userId}.${randomToken(16)}`;
}

/** The user a token names, or null for a token made before tokens named theirs (or not ours). */
export function userIdOfSessionToken(token: string): number | null {
  const userId = Number(NAMED_TOKEN.exec(token)?.[1]);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
