import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import { randomToken, sha256Hex } from '#functions/lib/crypto.ts';
import { closeEndedSessionSockets, type SessionChannels } from './session-sockets.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A session ends after a week without use, and after 30 days whatever the use. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** lastSeenAt is written at most this often, so reading pages does not mean writing D1. */
const TOUCH_INTERVAL_MS = 5 * MINUTE;

/** Not past its absolute end, not idle too long: whether its user is still active is asked apart. */
const isUnexpired = (now: number) => and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, now - SESSION_IDLE_MS));

/** Who is calling, as the server established it from the session cookie. */
export type Viewer = {
  userId: number;
  sessionId: string;
  email: string;
  isAdmin: boolean;
};

/** Starts a session; the returned token goes in the cookie and is stored only as its hash. */
export async function createSession(
  db: Database,
  userId: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken(16);
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  // The admin's Users list shows the last sign-in; sessions end at logout, so the user row keeps it.
  await db.batch([
    db.insert(sessions).values({ id: await sha256Hex(token), userId, createdAt: now, lastSeenAt: now, expiresAt }),
    db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId)),
  ]);
  return { token, expiresAt };
}

/**
 * The viewer behind a session token, or null when the token is unknown, idle too long, past its
 * absolute end, or its user is disabled. `touch` says lastSeenAt is due to be written.
 */
export async function findViewer(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<{ viewer: Viewer; touch: boolean } | null> {
  const sessionId = await sha256Hex(token);
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      status: users.status,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isUnexpired(now)))
    .limit(1);
  if (!row || row.status !== 'active') return null;
  return {
    viewer: { userId: row.userId, sessionId, email: row.email, isAdmin: row.isAdmin },
    touch: now - row.lastSeenAt > TOUCH_INTERVAL_MS,
  };
}

export async function touchSession(db: Database, sessionId: string, now = Date.now()): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * The signed-in user behind a session token (from the HttpOnly cookie, never the isLogin hint), or
 * null. When lastSeenAt is due, it is written after the answer.
 */
export async function resolveViewer(
  db: Database,
  token: string | undefined,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
): Promise<Viewer | null> {
  if (!token) return null;
  const found = await findViewer(db, token);
  if (!found) return null;
  if (found.touch) ctx.waitUntil(touchSession(db, found.viewer.sessionId));
  return found.viewer;
}

/**
 * Of these sessions (by id, the token's hash), the ones findViewer would still accept, in one read:
 * a user's channel asks it for the sessions its sockets were opened with.
 */
export async function liveSessionIds(db: Database, sessionIds: string[], now = Date.now()): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isUnexpired(now), eq(users.status, 'active')));
  return new Set(rows.map((row) => row.id));
}

/** Logout, and a login renewing the browser's session: this session ends, with its sockets. */
export async function endSession(db: Database, channels: SessionChannels, sessionId: string): Promise<void> {
  const [ended] = await db.delete(sessions).where(eq(sessions.id, sessionId)).returning({ userId: sessions.userId });
  if (ended) await closeEndedSessionSockets(channels, ended.userId);
}

/** Every session of the user ends, with their sockets (DESIGN §4). */
export async function endAllSessions(db: Database, channels: SessionChannels, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await closeEndedSessionSockets(channels, userId);
}

/** Housekeeping: sessions past their absolute end or idle too long, which findViewer already refuses. */
export async function deleteEndedSessions(db: Database, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, now - SESSION_IDLE_MS)));
}
