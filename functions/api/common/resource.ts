import * as v from 'valibot';
import { MEDIA_KEY_PATTERN, mediaUrl } from '#functions/lib/media/media-key.ts';
import { apiRouter } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';

const mediaKey = v.pipe(v.string(), v.regex(MEDIA_KEY_PATTERN));

/**
 * GET common/resource/get/{key}: the old address of a stored file. Files now live at /media/{key}
 * (content-addressed, immutable), so a well-formed key is sent there; anything else is not a file.
 */
export const resourceRoutes = apiRouter().get('/get/:key', (c) => {
  const key = c.req.param('key');
  if (!v.is(mediaKey, key)) throw new ApiError(404, [{ field: 'key', code: 'not_found' }]);
  return c.redirect(mediaUrl(key), 301);
});
