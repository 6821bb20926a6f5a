import type { Database } from '#functions/db/client.ts';
import { findViewer, touchSession, type Viewer } from '#functions/domain/accounts/sessions.ts';
import { readCookies, sessionCookieName } from './cookies.ts';

/** The signed-in user behind the request's session cookie, or null. Never the isLogin cookie. */
export async function resolveViewer(db: Database, request: Request, ctx: Pick<ExecutionContext, 'waitUntil'>): Promise<Viewer | null> {
  const token = readCookies(request)[sessionCookieName(new URL(request.url))];
  if (!token) return null;
  const found = await findViewer(db, token);
  if (!found) return null;
  if (found.touch) ctx.waitUntil(touchSession(db, found.viewer.sessionId));
  return found.viewer;
}
