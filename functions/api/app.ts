import { Hono } from 'hono';
import { errorBody, jsonEnvelope } from '../lib/envelope.ts';
import type { ApiEnv } from './api-env.ts';
import { searchRoutes } from './common/search.ts';
import { handleApiError } from './handle-api-error.ts';
import { loadViewer } from './middleware/load-viewer.ts';
import { xsrfGuard } from './middleware/xsrf-guard.ts';

/** Everything under /api (DESIGN §4): JSON envelopes, never cached, forgery-checked, viewer loaded. */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.use(async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });
  api.use(xsrfGuard);
  api.use(loadViewer);

  api.route('/common/search', searchRoutes);

  api.notFound(() => jsonEnvelope(404, errorBody([{ field: '', code: 'not_found' }])));
  api.onError(handleApiError);
  return api;
}
