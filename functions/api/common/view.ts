import { apiRouter } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { countView } from '#functions/statistics/count-view.ts';
import { INVALID_VIEW_SIGNATURE, signedViewSchema, verifiedView } from '#functions/statistics/signed-view.ts';

/**
 * The view beacon (src/scripts/view-beacon.ts): a public page, once loaded, sends back the view it
 * carries, signed when it was drawn, and the view is counted without reading D1 (decision 069).
 * No rate limit: the API's limits cost a D1 write per call, far more than the view; sending a view
 * again is no more than a reload, and visitors are counted once a day.
 */
export const viewRoutes = apiRouter().post('/', async (c) => {
  const signed = parseInput(signedViewSchema, await readJsonBody(c.req.raw));
  const view = await verifiedView(c.env.APP_SECRET, signed);
  if (!view) throw new ApiError(400, [{ field: 'signature', code: INVALID_VIEW_SIGNATURE }]);
  countView(c.req.raw, c.env, c.executionCtx, view);
  return c.body(null, 204);
});
