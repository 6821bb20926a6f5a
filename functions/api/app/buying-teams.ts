import { signedInRouter } from '#functions/api/api-env.ts';
import { limitWrites } from '#functions/api/call-limits.ts';
import { parseInput, parseParam, readJsonBody } from '#functions/api/request-input.ts';
import { listMyBuyingTeams } from '#functions/domain/buying-teams/my-buying-teams.ts';
import { addComment, deleteComment, editComment, listComments } from '#functions/domain/buying-teams/team-comments.ts';
import {
  acceptTeamInvitation,
  declineTeamInvitation,
  inviteToTeam,
  withdrawInvitation,
} from '#functions/domain/buying-teams/team-invitations.ts';
import { listDetail } from '#functions/domain/buying-teams/team-list-detail.ts';
import { addItem, createList, deleteList, removeItem } from '#functions/domain/buying-teams/team-lists.ts';
import { listTeamNotices } from '#functions/domain/buying-teams/team-notices.ts';
import { castVote } from '#functions/domain/buying-teams/team-votes.ts';
import {
  createTeam,
  deleteTeam,
  leaveTeam,
  removeMember,
  renameTeam,
  teamDetail,
} from '#functions/domain/buying-teams/teams.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { pushTeamNotices } from '#functions/push/team-notice-push.ts';
import {
  addCommentInput,
  addItemInput,
  commentIdInput,
  createListInput,
  createTeamInput,
  editCommentInput,
  inviteToTeamInput,
  itemIdInput,
  listIdInput,
  listSortSchema,
  memberInput,
  renameTeamInput,
  teamIdInput,
  teamInvitationAnswerInput,
  voteInput,
} from '#src/shared/buying-teams.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

// Issue 29 item 1, beyond the spec: buying teams at /api/app/buying-team (app/team is a catalogue's
// sales team). Every call is a member's own; what belongs to a team the caller is not on answers
// 404 team_not_found, the same as what does not exist. Every write is counted per user and address.

const write = limitWrites('buyingTeam');

export const buyingTeamRoutes = signedInRouter()
  .get('/list', async (c) => c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId))))
  .get('/detail/:teamId', async (c) => {
    const teamId = parseParam('teamId', recordIdSchema, c.req.param('teamId'));
    return c.json(successBody(await teamDetail(c.var.db, c.var.viewer.userId, teamId)));
  })
  .post('/create', write, async (c) => {
    const { name } = parseInput(createTeamInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await createTeam(c.var.db, c.var.viewer.userId, name)));
  })
  .post('/rename', write, async (c) => {
    const { teamId, name } = parseInput(renameTeamInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await renameTeam(c.var.db, c.var.viewer.userId, teamId, name)));
  })
  .post('/delete', write, async (c) => {
    const { teamId } = parseInput(teamIdInput, await readJsonBody(c.req.raw));
    await deleteTeam(c.var.db, c.var.viewer.userId, teamId);
    return c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId)));
  })
  .post('/leave', write, async (c) => {
    const { teamId } = parseInput(teamIdInput, await readJsonBody(c.req.raw));
    await leaveTeam(c.var.db, c.var.viewer.userId, teamId);
    return c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId)));
  })
  .post('/remove-member', write, async (c) => {
    const { teamId, userId } = parseInput(memberInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await removeMember(c.var.db, c.var.viewer.userId, teamId, userId)));
  })
  .post('/invite', write, async (c) => {
    const input = parseInput(inviteToTeamInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await inviteToTeam(c.var.db, c.env, c.var.viewer.userId, input)));
  })
  .post('/withdraw', write, async (c) => {
    const input = parseInput(inviteToTeamInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await withdrawInvitation(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/accept', write, async (c) => {
    const { id } = parseInput(teamInvitationAnswerInput, await readJsonBody(c.req.raw));
    await acceptTeamInvitation(c.var.db, c.var.viewer.userId, id);
    return c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId)));
  })
  .post('/decline', write, async (c) => {
    const { id } = parseInput(teamInvitationAnswerInput, await readJsonBody(c.req.raw));
    await declineTeamInvitation(c.var.db, c.var.viewer.userId, id);
    return c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId)));
  })
  .post('/list/create', write, async (c) => {
    const input = parseInput(createListInput, await readJsonBody(c.req.raw));
    const { id } = await createList(c.var.db, c.var.viewer.userId, input);
    return c.json(successBody(await listDetail(c.var.db, c.var.viewer.userId, id, 'votes')));
  })
  .post('/list/delete', write, async (c) => {
    const { listId } = parseInput(listIdInput, await readJsonBody(c.req.raw));
    const teamId = await deleteList(c.var.db, c.var.viewer.userId, listId);
    return c.json(successBody(await teamDetail(c.var.db, c.var.viewer.userId, teamId)));
  })
  .get('/list/detail/:listId', async (c) => {
    const listId = parseParam('listId', recordIdSchema, c.req.param('listId'));
    const sort = parseParam('sort', listSortSchema, c.req.query('sort') ?? 'votes');
    return c.json(successBody(await listDetail(c.var.db, c.var.viewer.userId, listId, sort)));
  })
  .post('/item/add', write, async (c) => {
    const input = parseInput(addItemInput, await readJsonBody(c.req.raw));
    await addItem(c.var.db, c.var.viewer.userId, input);
    return c.json(successBody(await listMyBuyingTeams(c.var.db, c.var.viewer.userId)));
  })
  .post('/item/remove', write, async (c) => {
    const { itemId } = parseInput(itemIdInput, await readJsonBody(c.req.raw));
    const listId = await removeItem(c.var.db, c.var.viewer.userId, itemId);
    return c.json(successBody(await listDetail(c.var.db, c.var.viewer.userId, listId, 'votes')));
  })
  .post('/item/vote', write, async (c) => {
    const { itemId, value } = parseInput(voteInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await castVote(c.var.db, c.var.viewer.userId, itemId, value)));
  })
  .get('/item/comments/:itemId', async (c) => {
    const itemId = parseParam('itemId', recordIdSchema, c.req.param('itemId'));
    return c.json(successBody(await listComments(c.var.db, c.var.viewer.userId, itemId)));
  })
  .post('/comment/add', write, async (c) => {
    const input = parseInput(addCommentInput, await readJsonBody(c.req.raw));
    const { comment, push } = await addComment(c.var.db, c.var.viewer.userId, input);
    c.executionCtx.waitUntil(pushTeamNotices(c.var.db, c.env, push));
    return c.json(successBody(comment));
  })
  .post('/comment/edit', write, async (c) => {
    const input = parseInput(editCommentInput, await readJsonBody(c.req.raw));
    const { comment, push } = await editComment(c.var.db, c.var.viewer.userId, input);
    c.executionCtx.waitUntil(pushTeamNotices(c.var.db, c.env, push));
    return c.json(successBody(comment));
  })
  .post('/comment/delete', write, async (c) => {
    const { commentId } = parseInput(commentIdInput, await readJsonBody(c.req.raw));
    const itemId = await deleteComment(c.var.db, c.var.viewer.userId, commentId);
    return c.json(successBody(await listComments(c.var.db, c.var.viewer.userId, itemId)));
  })
  .get('/notices', async (c) => c.json(successBody(await listTeamNotices(c.var.db, c.var.viewer.userId))));
