import {
  forgetInvitedUser,
  invitedUserIsNewInput,
  invitedUserPage,
  invitedUserPagerInput,
  setInvitedUserIsNew,
} from '#functions/domain/engagement/invited-users.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody, parseParam } from '#functions/api/request-input.ts';
import { signedInRouter } from '#functions/api/api-env.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

/** Spec §7: POST my/invited-user/pager {pageNo, pageSize}; DELETE delete/{id}; POST is-new {id, isNew}. */
export const invitedUserRoutes = signedInRouter()
  .post('/pager', async (c) => {
    const input = parseInput(invitedUserPagerInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await invitedUserPage(c.var.db, c.var.viewer.userId, input)));
  })
  .delete('/delete/:id', async (c) => {
    const id = parseParam('id', recordIdSchema, c.req.param('id'));
    return c.json(successBody(await forgetInvitedUser(c.var.db, c.var.viewer.userId, id)));
  })
  .post('/is-new', async (c) => {
    const input = parseInput(invitedUserIsNewInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await setInvitedUserIsNew(c.var.db, c.var.viewer.userId, input)));
  });
