import { AsyncLocalStorage } from 'node:async_hooks';
import { bearerToken } from '#functions/lib/bearer-token.ts';
import { sessionTokenOf } from '#functions/lib/cookies.ts';

// D1 read replication (docs/decisions/070): each request reads through one D1 session, whose
// first query goes where the request's correctness needs it, and whose later queries go to a
// replica at least as new as that first answer (sequential consistency).

/** How a request's D1 session starts: Cloudflare's two constraints. */
export type SessionStart = 'first-primary' | 'first-unconstrained';

/**
 * The primary first for a write; for anyone signed in (by cookie or token), as their session is
 * checked by that first query and a right must end the moment it is taken away; and for a page the
 * edge keeps, which must show every save whose purge went before it. An anonymous read of anything
 * else may start at the nearest replica.
 */
export function sessionStartFor(request: Request, { keptAtTheEdge }: { keptAtTheEdge: boolean }): SessionStart {
  const reads = request.method === 'GET' || request.method === 'HEAD';
  const signedIn = sessionTokenOf(request) !== undefined || bearerToken(request) !== null;
  return !reads || signedIn || keptAtTheEdge ? 'first-primary' : 'first-unconstrained';
}

const requestSession = new AsyncLocalStorage<D1Database>();

/** Runs the request's work with `session` as the database every openDatabase() of it reads. */
export function readThroughSession<T>(session: D1Database, work: () => Promise<T>): Promise<T> {
  return requestSession.run(session, work);
}

/** The session of the request being answered, if any (none in Durable Objects, queues, the cron). */
export function currentDatabaseSession(): D1Database | undefined {
  return requestSession.getStore();
}

/**
 * A D1 session where the code expects the binding: it has prepare and batch, all the request's
 * code uses (exec and dump are for migrations and tools, which use the binding itself).
 */
export function sessionOf(d1: D1Database, start: SessionStart): D1Database {
  return d1.withSession(start) as unknown as D1Database;
}
