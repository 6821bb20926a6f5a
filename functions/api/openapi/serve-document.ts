import type { Handler, Hono } from 'hono';
import type { Schema } from 'hono/types';
import { siteOrigin } from '#functions/lib/site-origin.ts';
import type { ApiEnv } from '#functions/api/api-env.ts';
import { openApiDocument } from './document.ts';

/** GET /api/openapi.json: public and the same for everyone, so browsers and proxies may keep it a while. */
export function serveOpenApiDocument<S extends Schema, P extends string>(api: Hono<ApiEnv, S, P>): Handler<ApiEnv> {
  return async (c) =>
    c.json(await openApiDocument(api, siteOrigin(c.env)), 200, { 'cache-control': 'public, max-age=300' });
}
