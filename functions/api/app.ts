import { Hono } from 'hono';
import { errorBody, jsonEnvelope } from '../lib/envelope.ts';
import { timeRequest } from '../lib/server-timing.ts';
import type { ApiEnv } from './api-env.ts';
import { appProductRoutes } from './app/product.ts';
import { appSupplierRoutes } from './app/supplier.ts';
import { postsRoutes } from './common/posts.ts';
import { productRoutes } from './common/product.ts';
import { qrcodeRoutes } from './common/qrcode.ts';
import { resourceRoutes } from './common/resource.ts';
import { searchRoutes } from './common/search.ts';
import { supplierNoteRoutes, supplierRoutes } from './common/supplier.ts';
import { handleApiError } from './handle-api-error.ts';
import { loadViewer } from './middleware/load-viewer.ts';
import { requireViewer } from './middleware/require-viewer.ts';
import { xsrfGuard } from './middleware/xsrf-guard.ts';

/** Everything under /api (DESIGN §4): JSON envelopes, never cached, forgery-checked, viewer loaded. */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.use(async (c, next) => {
    const { serverTiming } = await timeRequest(next);
    c.header('server-timing', serverTiming('api'));
    // Never cached, unless the answer says otherwise itself (only the public QR images do).
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  api.use(xsrfGuard);
  api.use(loadViewer);

  // Signed-in calls: the whole app family, and the supplier note the spec lists under common.
  api.use('/app/*', requireViewer);
  api.use('/common/supplier/note', requireViewer);

  api.route('/common/search', searchRoutes);
  api.route('/common/product', productRoutes);
  api.route('/common/supplier', supplierRoutes);
  api.route('/common/supplier/note', supplierNoteRoutes);
  api.route('/common/posts', postsRoutes);
  api.route('/common/resource', resourceRoutes);
  api.route('/common', qrcodeRoutes);
  api.route('/app/product', appProductRoutes);
  api.route('/app/supplier', appSupplierRoutes);

  api.notFound(() => jsonEnvelope(404, errorBody([{ field: '', code: 'not_found' }])));
  api.onError(handleApiError);
  return api;
}
