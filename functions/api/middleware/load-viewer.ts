import { createMiddleware } from 'hono/factory';
import { openDatabase } from '#functions/db/client.ts';
import { bearerToken } from '#functions/lib/bearer-token.ts';
import { resolveViewer } from '#functions/domain/accounts/sessions.ts';
import { sessionTokenOf } from '#functions/lib/cookies.ts';
import type { ApiEnv } from '#functions/api/api-env.ts';

/** Opens the database for the call and finds who is calling (null for a visitor). */
export const loadViewer = createMiddleware<ApiEnv>(async (c, next) => {
  const db = openDatabase(c.env.DB);
  c.set('db', db);
  // A developer-token call (Authorization: Bearer) speaks for a supplier, never for a browser session.
  c.set(
    'viewer',
    bearerToken(c.req.raw) ? null : await resolveViewer(db, c.env, sessionTokenOf(c.req.raw), c.executionCtx),
  );
  await next();
});
