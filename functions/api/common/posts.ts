import { findPostList, postListInput } from '../../domain/posts/post-list.ts';
import { successBody } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/validation.ts';
import { apiRouter } from '../api-env.ts';

/** GET api/common/posts?supplierId=&productId=&pageNo=: more Latest Posts (spec §9: 10 a page). */
export const postsRoutes = apiRouter().get('/', async (c) => {
  const input = parseInput(postListInput, c.req.query());
  return c.json(successBody(await findPostList(c.var.db, input)));
});
