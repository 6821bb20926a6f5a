import { Hono } from 'hono';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../domain/accounts/sessions.ts';
import type { Env } from '../env.ts';

export type ApiEnv = {
  Bindings: Env;
  Variables: { db: Database; viewer: Viewer | null };
};

/** A router for one API family or resource, mounted by api/app.ts. */
export function apiRouter() {
  return new Hono<ApiEnv>();
}

/** What handlers behind requireViewer see: the viewer is there. */
export type SignedInEnv = {
  Bindings: Env;
  Variables: { db: Database; viewer: Viewer };
};

/** A router whose every route needs a signed-in viewer; mount it only behind requireViewer (api/app.ts). */
export function signedInRouter() {
  return new Hono<SignedInEnv>();
}
