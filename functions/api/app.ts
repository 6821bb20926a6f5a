import { Hono } from 'hono';
import { except } from 'hono/combine';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { timeRequest } from '#functions/lib/server-timing.ts';
import type { ApiEnv } from './api-env.ts';
import { appProductRoutes } from './app/product.ts';
import { appSupplierRoutes } from './app/supplier.ts';
import { followProductRoutes, followSupplierRoutes } from './app/follow-tags.ts';
import { appHomeRoutes } from './app/home.ts';
import { appProductMarkRoutes, appProductWatchRoutes } from './app/product-marks.ts';
import { appSupplierMarkRoutes, appSupplierWatchRoutes } from './app/supplier-marks.ts';
import { tagRoutes } from './app/tags.ts';
import { appNotificationRoutes } from './app/notifications.ts';
import { postRoutes } from './app/posts.ts';
import { shareProductRoutes, shareSupplierRoutes } from './app/share-links.ts';
import { reportRoutes } from './app/reports.ts';
import { productRecentlyViewedRoutes, supplierRecentlyViewedRoutes } from './app/recently-viewed.ts';
import { supplierContactRoutes } from './app/supplier-contacts.ts';
import { invitedUserRoutes } from './my/invited-user.ts';
import { postsRoutes } from './common/posts.ts';
import { productRoutes } from './common/product.ts';
import { qrcodeRoutes } from './common/qrcode.ts';
import { resourceRoutes } from './common/resource.ts';
import { searchRoutes } from './common/search.ts';
import { supplierNoteRoutes, supplierRoutes } from './common/supplier.ts';
import { accountRoutes } from './account/account-routes.ts';
import { adminUserRoutes } from './admin/users.ts';
import { appAccountRoutes } from './app/account.ts';
import { handleApiError } from './handle-api-error.ts';
import { requireAdmin } from './middleware/require-admin.ts';
import { supplierAccess } from './middleware/supplier-access.ts';
import { captchaRoutes } from './supplier/captcha.ts';
import { supplierHomeRoutes } from './supplier/home.ts';
import { supplierProductRoutes } from './supplier/product.ts';
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

  // Who may call each family, checked once here (DESIGN §4); ownership again in the domain.
  // Signed-in calls: the whole app and my families, and the supplier note the spec lists under common.
  api.use('/app/*', requireViewer);
  api.use('/my/*', requireViewer);
  api.use('/common/supplier/note', requireViewer);
  api.use('/admin/*', requireAdmin);
  // The supplier family needs the owner or the supplier's developer token; the login captcha
  // lives under it in the spec but is for everyone.
  api.use('/supplier/*', except('/api/supplier/home/captcha', supplierAccess));

  api.route('/', accountRoutes);
  api.route('/supplier/home/captcha', captchaRoutes);

  api.route('/common/search', searchRoutes);
  api.route('/common/product', productRoutes);
  api.route('/common/supplier', supplierRoutes);
  api.route('/common/supplier/note', supplierNoteRoutes);
  api.route('/common/posts', postsRoutes);
  api.route('/common/resource', resourceRoutes);
  api.route('/common', qrcodeRoutes);
  api.route('/app/product', appProductRoutes);
  api.route('/app/supplier', appSupplierRoutes);
  // Engagement (spec §7): every call of it is the signed-in user's own, so all live under app/.
  api.route('/app/supplier', appSupplierMarkRoutes);
  api.route('/app/supplier', supplierRecentlyViewedRoutes);
  api.route('/app/supplier', supplierContactRoutes);
  api.route('/app/supplier-watch', appSupplierWatchRoutes);
  api.route('/app/product', appProductMarkRoutes);
  api.route('/app/product', productRecentlyViewedRoutes);
  api.route('/app/product-watch', appProductWatchRoutes);
  api.route('/app/supplier-tag', tagRoutes('supplier'));
  api.route('/app/product-tag', tagRoutes('product'));
  api.route('/app/follow-supplier', followSupplierRoutes);
  api.route('/app/follow-product', followProductRoutes);
  api.route('/app/home', appHomeRoutes);
  api.route('/app/notification', appNotificationRoutes);
  api.route('/app/post', postRoutes('supplier'));
  api.route('/app/product/post', postRoutes('product'));
  api.route('/app/share-supplier', shareSupplierRoutes);
  api.route('/app/share-product', shareProductRoutes);
  api.route('/app/report', reportRoutes);
  api.route('/app/account', appAccountRoutes);
  api.route('/my/invited-user', invitedUserRoutes);
  api.route('/supplier/home', supplierHomeRoutes);
  api.route('/supplier/product', supplierProductRoutes);
  api.route('/admin/user', adminUserRoutes);

  api.notFound(() => jsonEnvelope(404, errorBody([{ field: '', code: 'not_found' }])));
  api.onError(handleApiError);
  return api;
}
