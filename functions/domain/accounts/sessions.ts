import { and, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { sessions, users } from '#functions/db/schema/index.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { sha256Hex } from '#functions/lib/crypto.ts';
import { logWarning } from '#functions/lib/log.ts';
import { tellSessionsChanged, type SessionChannels } from './session-changes.ts';
import { newSessionToken, userIdOfSessionToken } from './session-token.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A session ends after a week without use, and after 30 days whatever the use. */
export const SESSION_IDLE_MS = 7 * DAY;
export const SESSION_ABSOLUTE_MS = 30 * DAY;
/** lastSeenAt is written at most this often, so reading pages does not mean writing D1. */
const TOUCH_INTERVAL_MS = 5 * MINUTE;

/** Not past its absolute end, not idle too long (judgeSession's rule, in SQL): its user's state is asked apart. */
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
  const token = newSessionToken(userId);
  const expiresAt = now + SESSION_ABSOLUTE_MS;
  // The admin's Users list shows the last sign-in; sessions end at logout, so the user row keeps it.
  await db.batch([
    db.insert(sessions).values({ id: await sha256Hex(token), userId, createdAt: now, lastSeenAt: now, expiresAt }),
    db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId)),
  ]);
  return { token, expiresAt };
}

/** What D1 holds of a session and its user: all that judging it needs (judgeSession). */
export type SessionRecord = {
  userId: number;
  email: string;
  isAdmin: boolean;
  status: string;
  lastSeenAt: number;
  expiresAt: number;
};

/** A session standing or not; `touch` says its lastSeenAt is due to be written. */
export type SessionVerdict = { viewer: Viewer; touch: boolean } | null;

/** The session with this id (the token's hash), of this user when given, whatever its state. */
export async function readSession(
  db: Database,
  sessionId: string,
  ofUserId?: number,
): Promise<SessionRecord | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      isAdmin: users.isAdmin,
      status: users.status,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), ofUserId === undefined ? undefined : eq(sessions.userId, ofUserId)))
    .limit(1);
  return row;
}

/**
 * Null when the session is unknown, idle too long, past its absolute end, or its user is not
 * active: the rule isUnexpired states for D1, for a record a channel keeps (session-verdicts.ts).
 */
export function judgeSession(record: SessionRecord | undefined, sessionId: string, now: number): SessionVerdict {
  if (!record || record.status !== 'active') return null;
  if (record.expiresAt <= now || record.lastSeenAt <= now - SESSION_IDLE_MS) return null;
  return {
    viewer: { userId: record.userId, sessionId, email: record.email, isAdmin: record.isAdmin },
    touch: now - record.lastSeenAt > TOUCH_INTERVAL_MS,
  };
}

/** The viewer behind a session token, judged by what D1 holds now. */
export async function findViewer(db: Database, token: string, now = Date.now()): Promise<SessionVerdict> {
  const sessionId = await sha256Hex(token);
  return judgeSession(await readSession(db, sessionId), sessionId, now);
}

export async function touchSession(db: Database, sessionId: string, now = Date.now()): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * The verdict on a token: from its user's channel when the token names them (decision 075), which
 * keeps that user's sessions and reads D1 only on a miss; from D1 for older tokens, and should the
 * channel not answer, since D1 holds the truth.
 */
async function verdictOn(db: Database, channels: SessionChannels, token: string): Promise<SessionVerdict> {
  const userId = userIdOfSessionToken(token);
  if (userId === null) return findViewer(db, token);
  const sessionId = await sha256Hex(token);
  try {
    return await channelOf(channels, userId).viewerFor(userId, sessionId);
  } catch (error) {
    logWarning('sessions: the channel did not answer; judged by D1', error);
    return judgeSession(await readSession(db, sessionId, userId), sessionId, Date.now());
  }
}

/**
 * The signed-in user behind a session token (from the HttpOnly cookie, never the isLogin hint), or
 * null. When lastSeenAt is due, it is written after the answer.
 */
export async function resolveViewer(
  db: Database,
  channels: SessionChannels,
  token: string | undefined,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
): Promise<Viewer | null> {
  if (!token) return null;
  const found = await verdictOn(db, channels, token);
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
  if (ended) await tellSessionsChanged(channels, ended.userId);
}

/** Every session of the user ends, with their sockets (DESIGN §4). */
export async function endAllSessions(db: Database, channels: SessionChannels, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await tellSessionsChanged(channels, userId);
}

/** Housekeeping: sessions past their absolute end or idle too long, which findViewer already refuses. */
export async function deleteEndedSessions(db: Database, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, now - SESSION_IDLE_MS)));
}
