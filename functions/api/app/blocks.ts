import { signedInRouter } from '#functions/api/api-env.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { blockContact, blockedUserPage, unblockContact } from '#functions/domain/messaging/blocks.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { blockPagerInput, contactIdInput } from '#src/shared/messaging.ts';

/** Spec §7 Blocking: POST app/block/add, delete {contactId}; pager {pageNo, pageSize} (1000, from page 1). */
export const blockRoutes = signedInRouter()
  .post('/add', async (c) => {
    const { contactId } = parseInput(contactIdInput, await readJsonBody(c.req.raw));
    await blockContact(c.var.db, c.var.viewer.userId, contactId);
    return c.json(successBody(null));
  })
  .post('/delete', async (c) => {
    const { contactId } = parseInput(contactIdInput, await readJsonBody(c.req.raw));
    await unblockContact(c.var.db, c.var.viewer.userId, contactId);
    return c.json(successBody(null));
  })
  .post('/pager', async (c) => {
    const input = parseInput(blockPagerInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await blockedUserPage(c.var.db, c.var.viewer.userId, input)));
  });
