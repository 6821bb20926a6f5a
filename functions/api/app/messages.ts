import type { Context } from 'hono';
import { signedInRouter, type SignedInEnv } from '#functions/api/api-env.ts';
import { limitWrites } from '#functions/api/call-limits.ts';
import { ApiError } from '#functions/api/api-error.ts';
import {
  formFields,
  formFiles,
  parseInput,
  parseParam,
  readFormData,
  readJsonBody,
} from '#functions/api/request-input.ts';
import { addSupplierContact } from '#functions/domain/messaging/add-contact.ts';
import { contactPage } from '#functions/domain/messaging/contact-pager.ts';
import { deleteContact } from '#functions/domain/messaging/delete-contact.ts';
import { contactDetail, contactsByIds } from '#functions/domain/messaging/message-contacts.ts';
import { markMessagesRead, markMessagesReceived } from '#functions/domain/messaging/message-flags.ts';
import { listMessages } from '#functions/domain/messaging/message-list.ts';
import { sendChatFile } from '#functions/domain/messaging/send-file.ts';
import { sendProductCard, sendText } from '#functions/domain/messaging/send-message.ts';
import { refreshVideoMessage } from '#functions/domain/messaging/video-message.ts';
import { messagesSince } from '#functions/domain/messaging/messages-since.ts';
import { deliverMessage } from '#functions/realtime/deliver-message.ts';
import { messagesSinceInput } from '#src/shared/realtime.ts';
import { successBody } from '#functions/lib/envelope.ts';
import {
  contactIdInput,
  contactIdsInput,
  contactPagerInput,
  messageIdInput,
  sendFileFields,
  sendMessageInput,
  toSendMessageInput,
  updateReadInput,
  updateReceivedInput,
  type ChatMessage,
} from '#src/shared/messaging.ts';
import { recordIdSchema } from '#src/shared/record-id.ts';

/**
 * Every message leaves through here once stored: the answer goes back to the sending page, and
 * after it the real-time layer pushes the message to both people's open pages (DESIGN §6).
 */
function answerSentMessage(c: Context<SignedInEnv>, message: ChatMessage) {
  c.executionCtx.waitUntil(deliverMessage(c.env, c.var.db, message));
  return c.json(successBody(message));
}

/** Spec §7 Messaging: POST app/message/... and DELETE app/message/contact/delete/{id}. */
export const messageRoutes = signedInRouter()
  .post('/contact/pager', async (c) => {
    const input = parseInput(contactPagerInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await contactPage(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/contact/detail', async (c) => {
    const { contactId } = parseInput(contactIdInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await contactDetail(c.var.db, c.var.viewer.userId, contactId)));
  })
  .post('/contact/list', async (c) => {
    const { contactIds } = parseInput(contactIdsInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await contactsByIds(c.var.db, c.var.viewer.userId, contactIds)));
  })
  .delete('/contact/delete/:id', async (c) => {
    const id = parseParam('id', recordIdSchema, c.req.param('id'));
    await deleteContact(c.var.db, c.var.viewer.userId, id);
    return c.json(successBody({ id }));
  })
  .post('/list', async (c) => {
    const { contactIds } = parseInput(contactIdsInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await listMessages(c.var.db, c.var.viewer.userId, contactIds)));
  })
  .post('/since', async (c) => {
    const { afterId } = parseInput(messagesSinceInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await messagesSince(c.var.db, c.var.viewer.userId, afterId)));
  })
  .post('/update/read', async (c) => {
    const input = parseInput(updateReadInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await markMessagesRead(c.var.db, c.var.viewer.userId, input)));
  })
  .post('/update/received', async (c) => {
    const input = parseInput(updateReceivedInput, await readJsonBody(c.req.raw));
    await markMessagesReceived(c.var.db, c.var.viewer.userId, input);
    return c.json(successBody(null));
  })
  .post('/send', limitWrites('message'), async (c) => {
    const input = toSendMessageInput(parseInput(sendMessageInput, await readJsonBody(c.req.raw)));
    const { db } = c.var;
    const userId = c.var.viewer.userId;
    switch (input.kind) {
      case 'add_contact':
        return c.json(successBody(await addSupplierContact(db, userId, input)));
      case 'product':
        return answerSentMessage(c, await sendProductCard(db, c.env, userId, input));
      case 'text':
        return answerSentMessage(c, await sendText(db, c.env, userId, input));
    }
  })
  .post('/send-file', limitWrites('message'), async (c) => {
    const form = await readFormData(c.req.raw);
    const fields = parseInput(sendFileFields, formFields(form, ['contactId', 'name']));
    const [file, ...others] = formFiles(form, 'file');
    if (!file || others.length > 0) throw new ApiError(400, [{ field: 'file', code: 'one_file_required' }]);
    return answerSentMessage(c, await sendChatFile(c.var.db, c.env, c.env.MEDIA, c.var.viewer.userId, fields, file));
  })
  .post('/refresh-video-message', async (c) => {
    const { messageId } = parseInput(messageIdInput, await readJsonBody(c.req.raw));
    return c.json(successBody(await refreshVideoMessage(c.var.db, c.var.viewer.userId, messageId)));
  });
