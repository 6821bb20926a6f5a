import { signedInRouter } from '#functions/api/api-env.ts';
import { limitWrites } from '#functions/api/call-limits.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { sendInquiry } from '#functions/domain/messaging/inquiries.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { deliverMessage } from '#functions/realtime/deliver-message.ts';
import { sendInquiryInput } from '#src/shared/inquiry.ts';

/** Issue 29 item 3: POST app/inquiry/send, one inquiry to the teams of the catalogues it names. */
export const inquiryRoutes = signedInRouter().post('/send', limitWrites('inquiry'), async (c) => {
  const input = parseInput(sendInquiryInput, await readJsonBody(c.req.raw));
  const { sent, messages } = await sendInquiry(c.var.db, c.env, c.var.viewer.userId, input);
  // As every chat message once stored: pushed to both sides' open pages after the answer (DESIGN §6).
  for (const message of messages) c.executionCtx.waitUntil(deliverMessage(c.env, c.var.db, message));
  return c.json(successBody(sent));
});
