import { signedInRouter } from '#functions/api/api-env.ts';
import {
  formFields,
  formFiles,
  parseInput,
  parseParam,
  readFormData,
  readJsonBody,
} from '#functions/api/request-input.ts';
import { resolveLiveTarget } from '#functions/domain/engagement/live-target.ts';
import { notifyFollowers } from '#functions/domain/notifications/notify-followers.ts';
import { appPostPagerInput, findAppPostList } from '#functions/domain/posts/app-post-list.ts';
import { findPostingSuppliers } from '#functions/domain/posts/posting-suppliers.ts';
import { requirePostingRight } from '#functions/domain/posts/post-permissions.ts';
import { storeUploadedVideo } from '#functions/domain/media/videos.ts';
import { readVideoForm } from '#functions/api/video-form.ts';
import {
  createPostFields,
  deletePost,
  publishPost,
  updatePost,
  updatePostInput,
} from '#functions/domain/posts/write-posts.ts';
import { successBody } from '#functions/lib/envelope.ts';
import type { EngagementKind } from '#src/shared/engagement.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { parseTarget, TARGET_FIELD } from './engagement-target.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/**
 * Spec §7 posts: list (JSON), create (multipart: target, content, files, and optionally the
 * medias JSON to order files and videos), update (multipart: postId, content, medias JSON, files),
 * DELETE delete/{id}; under app/post for a supplier's own posts and app/product/post for a
 * product's; GET app/post/suppliers lists where the viewer may post.
 */
export function postRoutes(scope: EngagementKind) {
  const routes = signedInRouter()
    .post('/list', async (c) => {
      const body = await readJsonBody(c.req.raw);
      const target = await resolveLiveTarget(c.var.db, parseTarget(scope, body));
      return c.json(
        successBody(await findAppPostList(c.var.db, c.var.viewer.userId, target, parseInput(appPostPagerInput, body))),
      );
    })
    .post('/create', limitWrites('post'), async (c) => {
      const form = await readFormData(c.req.raw);
      const fields = formFields(form, [TARGET_FIELD[scope], 'content', 'medias']);
      const input = parseInput(createPostFields, fields);
      const target = await resolveLiveTarget(c.var.db, parseTarget(scope, fields));
      const post = await publishPost(
        c.var.db,
        c.env.MEDIA,
        c.var.viewer.userId,
        target,
        input,
        formFiles(form, 'files'),
      );
      // Followers hear of it after the answer (ctx.waitUntil): the author does not wait for the fan-out.
      const kind = target.productId === null ? 'supplier_post' : 'product_post';
      c.executionCtx.waitUntil(
        notifyFollowers(c.var.db, {
          kind,
          supplierId: target.supplierId,
          productId: target.productId,
          postId: post.id,
          actorId: c.var.viewer.userId,
        }),
      );
      return c.json(successBody(post));
    })
    .post('/update', limitWrites('post'), async (c) => {
      const form = await readFormData(c.req.raw);
      const input = parseInput(updatePostInput, formFields(form, ['postId', 'content', 'medias']));
      return c.json(
        successBody(
          await updatePost(c.var.db, c.env.MEDIA, c.var.viewer.userId, scope, input, formFiles(form, 'files')),
        ),
      );
    })
    .delete('/delete/:id', async (c) => {
      const id = parseParam('id', recordIdSchema, c.req.param('id'));
      return c.json(successBody(await deletePost(c.var.db, c.var.viewer.userId, scope, id)));
    });
  // Beyond the spec: where the workspace's Latest posts board lets a sales contact post, and the
  // video host's upload for them (the supplier family's takes the owner or the ERP only).
  if (scope === 'supplier')
    routes
      .get('/suppliers', async (c) => c.json(successBody(await findPostingSuppliers(c.var.db, c.var.viewer.userId))))
      .post('/video', limitWrites('post'), async (c) => {
        const form = await readFormData(c.req.raw);
        const target = await resolveLiveTarget(c.var.db, parseTarget(scope, formFields(form, [TARGET_FIELD[scope]])));
        await requirePostingRight(c.var.db, c.var.viewer.userId, target.supplierId);
        return c.json(
          successBody(await storeUploadedVideo(c.var.db, c.env.MEDIA, target.supplierId, readVideoForm(form))),
        );
      });
  return routes;
}
