import { Hono } from 'hono';
import type { Database } from '#functions/db/client.ts';
import type { Viewer } from '#functions/domain/accounts/sessions.ts';
import type { Env } from '#functions/env.ts';

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

/** The supplier a /api/supplier call acts for, and how the caller proved it (DESIGN §4). */
export type SupplierAccess = { id: number; name: string } & (
  { via: 'owner'; userId: number } | { via: 'developer_token' }
);

export type SupplierEnv = {
  Bindings: Env;
  Variables: { db: Database; viewer: Viewer | null; supplier: SupplierAccess };
};

/** A router for the supplier family; mount it only behind supplierAccess (api/app.ts). */
export function supplierRouter() {
  return new Hono<SupplierEnv>();
}

export type AdminEnv = SignedInEnv;

/** A router for the admin family; mount it only behind requireAdmin (api/app.ts). */
export function adminRouter() {
  return new Hono<AdminEnv>();
}
