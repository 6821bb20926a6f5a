import { Hono, type Context } from 'hono';
import { except } from 'hono/combine';
import { provideApiDocument } from '#functions/lib/api-document.ts';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { timeRequest } from '#functions/lib/server-timing.ts';
import { accountRoutes } from './account/index.ts';
import { adminRoutes } from './admin/index.ts';
import type { ApiEnv } from './api-env.ts';
import { appRoutes, SPEC_TOP_LEVEL_ROUTES } from './app/index.ts';
import { commonRoutes } from './common/index.ts';
import { answerError } from './error-answer.ts';
import { loadViewer } from './middleware/load-viewer.ts';
import { requireAdmin } from './middleware/require-admin.ts';
import { requireViewer } from './middleware/require-viewer.ts';
import { supplierAccess } from './middleware/supplier-access.ts';
import { xsrfGuard } from './middleware/xsrf-guard.ts';
import { myRoutes } from './my/index.ts';
import { openApiDocument } from './openapi/document.ts';
import { serveOpenApiDocument } from './openapi/serve-document.ts';
import { supplierRoutes } from './supplier/index.ts';
import { websiteRoutes } from './supplier/website.ts';
import { videoHostRoutes } from './supplier/videos.ts';
import { VIEW_BEACON_PATH } from '#src/shared/view-beacon.ts';

const isLoginCaptcha = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.path === '/api/supplier/home/captcha';

/** Everything under /api (DESIGN §4): JSON envelopes, never cached, forgery-checked, viewer loaded. */
export function createApi() {
  const api = new Hono<ApiEnv>().basePath('/api');
  api.use(async (c, next) => {
    const { serverTiming } = await timeRequest(next, { tellGroupedWrites: c.env.VITRINE_ENV === 'local' });
    c.header('server-timing', serverTiming('api'));
    // Never cached, unless the answer says otherwise itself (only the public QR images do).
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  api.use(xsrfGuard);
  // The view beacon needs no viewer: the team's own views are found in the batch that counts them.
  api.use(except((c) => c.req.path === VIEW_BEACON_PATH, loadViewer));

  // Who may call each family, checked once here (DESIGN §4); ownership again in the domain.
  // Signed-in calls: the whole app and my families, and the supplier note the spec lists under common.
  api.use('/app/*', requireViewer);
  for (const [prefix] of SPEC_TOP_LEVEL_ROUTES) api.use(`${prefix}/*`, requireViewer);
  api.use('/my/*', requireViewer);
  api.use('/common/supplier/note', requireViewer);
  api.use('/admin/*', requireAdmin);
  // The supplier family needs the owner or the supplier's developer token; the login captcha
  // lives under it in the spec but is for everyone (the account family serves it): its GET only,
  // so any other method meets the guard before the family's own middleware.
  api.use('/supplier/*', except(isLoginCaptcha, supplierAccess));
  // Spec §7 puts the supplier's meta settings at the top: website/get, website/update.
  api.use('/website/*', supplierAccess);
  // The video host's calls sit under common in the spec but sign uploads for a supplier.
  api.use('/common/polyv/*', supplierAccess);

  api.route('/', accountRoutes);
  api.route('/common', commonRoutes);
  api.route('/app', appRoutes);
  for (const [prefix, routes] of SPEC_TOP_LEVEL_ROUTES) api.route(prefix, routes);
  api.route('/my', myRoutes);
  api.route('/supplier', supplierRoutes);
  api.route('/website', websiteRoutes);
  api.route('/common/polyv', videoHostRoutes);
  api.route('/admin', adminRoutes);
  // The ERP API's document, built from the routes above (their describeCall).
  api.get('/openapi.json', serveOpenApiDocument(api));
  // The reference page (src/pages/developers/api.astro) shows the same document.
  provideApiDocument((origin) => openApiDocument(api, origin));

  api.notFound(() => jsonEnvelope(404, errorBody([{ field: '', code: 'not_found' }])));
  api.onError(answerError);
  return api;
}
