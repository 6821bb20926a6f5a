import { addTag, deleteTag, listTags, renameTag, type TagKind } from '#functions/domain/engagement/tags.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody, parseParam } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';
import { addTagInput, updateTagInput } from '#src/shared/engagement.ts';
import { limitWrites } from '#functions/api/call-limits.ts';

/** Spec §7: GET all; POST add {name}; PATCH update {id, name}; DELETE delete/{id}, for supplier-tag and product-tag. */
export function tagRoutes(kind: TagKind) {
  return signedInRouter()
    .get('/all', async (c) => c.json(successBody(await listTags(c.var.db, c.var.viewer.userId, kind))))
    .post('/add', limitWrites('tag'), async (c) => {
      const input = parseInput(addTagInput, await readJsonBody(c.req.raw));
      return c.json(successBody(await addTag(c.var.db, c.var.viewer.userId, kind, input)));
    })
    .patch('/update', limitWrites('tag'), async (c) => {
      const input = parseInput(updateTagInput, await readJsonBody(c.req.raw));
      return c.json(successBody(await renameTag(c.var.db, c.var.viewer.userId, kind, input)));
    })
    .delete('/delete/:id', async (c) => {
      const id = parseParam('id', recordIdSchema, c.req.param('id'));
      await deleteTag(c.var.db, c.var.viewer.userId, kind, id);
      return c.json(successBody({ id }));
    });
}
