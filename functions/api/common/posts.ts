import { findPostList, postListInput } from '#functions/domain/posts/post-list.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput } from '#functions/api/request-input.ts';
import { apiRouter } from '#functions/api/api-env.ts';

/** GET api/common/posts?supplierId=&productId=&pageNo=: more Latest Posts (spec §9: 10 a page). */
export const postsRoutes = apiRouter().get('/', async (c) => {
  const input = parseInput(postListInput, c.req.query());
  return c.json(successBody(await findPostList(c.var.db, input)));
});
