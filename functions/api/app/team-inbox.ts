import { signedInRouter } from '#functions/api/api-env.ts';
import { countChatStart, limitWrites } from '#functions/api/call-limits.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import {
  inboxConversationDetail,
  inboxPage,
  readInboxConversation,
  requireInboxViewer,
} from '#functions/domain/messaging/team-inbox.ts';
import {
  answerInInbox,
  handOverConversation,
  startFollowerChat,
} from '#functions/domain/messaging/team-inbox-writes.ts';
import { inboxTeam } from '#functions/domain/messaging/inbox-team.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { deliverMessage } from '#functions/realtime/deliver-message.ts';
import {
  handOverInput,
  inboxChatInput,
  inboxPagerInput,
  inboxSendInput,
  inboxTeamInput,
  startFollowerChatInput,
} from '#src/shared/team-inbox.ts';

/**
 * Beyond the spec (issue 26 item 2, src/shared/team-inbox.ts): the catalogue's team inbox, for its
 * owner and its sales contacts. In the signed-in family because a sales contact is no owner (the
 * supplier family is the owner's and the ERP token's, and a token reads no chat); each call names
 * the catalogue and requireInboxViewer checks the caller's place on its team at that moment.
 */
export const teamInboxRoutes = signedInRouter()
  .post('/pager', async (c) => {
    const { supplierId, ...pager } = parseInput(inboxPagerInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    return c.json(successBody(await inboxPage(c.var.db, viewer, pager)));
  })
  .post('/messages', async (c) => {
    const { supplierId, chatId } = parseInput(inboxChatInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    return c.json(successBody(await inboxConversationDetail(c.var.db, viewer, chatId)));
  })
  .post('/read', async (c) => {
    const { supplierId, chatId } = parseInput(inboxChatInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    return c.json(successBody(await readInboxConversation(c.var.db, viewer, chatId)));
  })
  // Counted with every other chat message (decision 020: 600 an hour per user).
  .post('/send', limitWrites('message'), async (c) => {
    const { supplierId, ...input } = parseInput(inboxSendInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    const { message, holderId } = await answerInInbox(c.var.db, c.env, viewer, input);
    // Stored first, pushed after (DESIGN §6): to the buyer, the writer's other pages and the holder.
    c.executionCtx.waitUntil(deliverMessage(c.env, c.var.db, message, [holderId]));
    return c.json(successBody(message));
  })
  .post('/hand-over', async (c) => {
    const { supplierId, ...input } = parseInput(handOverInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    return c.json(successBody(await handOverConversation(c.var.db, viewer, input)));
  })
  .post('/start', async (c) => {
    const { supplierId, userId } = parseInput(startFollowerChatInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    await countChatStart(c.env, viewer.userId, viewer.supplierId);
    return c.json(successBody(await startFollowerChat(c.var.db, viewer, userId)));
  })
  .post('/team', async (c) => {
    const { supplierId } = parseInput(inboxTeamInput, await readJsonBody(c.req.raw));
    const viewer = await requireInboxViewer(c.var.db, c.var.viewer.userId, supplierId);
    return c.json(successBody(await inboxTeam(c.var.db, viewer)));
  });
