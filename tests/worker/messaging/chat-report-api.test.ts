import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatReports, reports } from '#functions/db/schema/index.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { callForm, formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import { makeChatWorld, startChat } from './chat-world.ts';

// Spec §7 report/chat {chatId, contactId, reason, explaination, files}, at the spec's path and under /app.

const REASON = 'Spam or misleading';

describe('report/chat', () => {
  it.each(['/api/report/chat', '/api/app/report/chat'])('files a report of the caller’s chat at %s', async (path) => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const form = formOf(
      { chatId: String(chatId), contactId: String(world.sales.id), reason: REASON, explaination: 'Sells fakes' },
      [['files', pictureFile('proof.png', 'png')]],
    );
    expect(await callForm(path, form, world.buyer.session)).toMatchObject({ status: 200, body: { success: true } });
    const [row] = await db()
      .select({
        reportId: reports.id,
        supplierId: reports.supplierId,
        reason: reports.reason,
        contactId: chatReports.contactId,
      })
      .from(chatReports)
      .innerJoin(reports, eq(reports.id, chatReports.reportId))
      .where(eq(chatReports.chatId, chatId));
    expect(row).toMatchObject({ supplierId: world.supplier.id, reason: REASON, contactId: world.sales.id });
  });

  it('is not found for another person’s chat or the wrong contact, and 400 without a reason', async () => {
    const world = await makeChatWorld();
    const { chatId } = await startChat(world);
    const report = (fields: Record<string, string>, session: string) =>
      callForm('/api/report/chat', formOf({ reason: REASON, explaination: 'Rude', ...fields }, []), session);
    const notFound = { status: 404, body: { errors: [{ field: 'chatId', code: 'chat_not_found' }] } };
    expect(
      await report({ chatId: String(chatId), contactId: String(world.sales.id) }, world.stranger.session),
    ).toMatchObject(notFound);
    expect(
      await report({ chatId: String(chatId), contactId: String(world.owner.id) }, world.buyer.session),
    ).toMatchObject(notFound);
    const noReason = await callForm(
      '/api/report/chat',
      formOf({ chatId: String(chatId), contactId: String(world.sales.id), explaination: 'x' }, []),
      world.buyer.session,
    );
    expect(noReason).toMatchObject({ status: 400, body: { errors: [{ field: 'reason', code: 'required' }] } });
  });
});
