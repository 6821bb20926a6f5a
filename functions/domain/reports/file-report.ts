import type * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { reports } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { readPictureUpload } from '#functions/domain/media/picture-upload.ts';
import type { LiveTarget } from '#functions/domain/engagement/live-target.ts';

/** What a report is about: a supplier, a product of it, or (report/chat) one of its team's chats. */
export type ReportSubject = Pick<LiveTarget, 'supplierId' | 'productId'> & {
  chat?: { chatId: number; contactId: number };
};
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { MAX_REPORT_PHOTOS, type reportFields } from '#src/shared/reports.ts';

/**
 * Stores the photos (checked by extension and leading bytes, all before any is kept) and the
 * report with them in one batch; the photos (and a chat report's chat) find their report as the
 * reporter's latest, which inside the batch's transaction is the row just written.
 */
export async function fileReport(
  db: Database,
  bucket: R2Bucket,
  userId: number,
  subject: ReportSubject,
  fields: v.InferOutput<typeof reportFields>,
  files: File[],
  now = Date.now(),
): Promise<void> {
  if (files.length > MAX_REPORT_PHOTOS) throw new DomainError('invalid', [{ field: 'files', code: 'too_many_files' }]);
  const uploads = await Promise.all(files.map((file) => readPictureUpload(file, 'files')));
  const keys = await Promise.all(uploads.map((upload) => storeMedia(bucket, upload)));
  await runStatements(db, [
    db.insert(reports).values({
      reporterId: userId,
      supplierId: subject.supplierId,
      productId: subject.productId,
      reason: fields.reason,
      explanation: fields.explaination,
      createdAt: now,
    }),
    ...(keys.length === 0
      ? []
      : [
          rawStatement(
            `insert into report_photos (report_id, position, key)
             select (select id from reports where reporter_id = ?1 order by id desc limit 1), key, value from json_each(?2) order by key`,
            userId,
            JSON.stringify(keys),
          ),
        ]),
    ...(subject.chat
      ? [
          rawStatement(
            `insert into chat_reports (report_id, chat_id, contact_id)
             values ((select id from reports where reporter_id = ?1 order by id desc limit 1), ?2, ?3)`,
            userId,
            subject.chat.chatId,
            subject.chat.contactId,
          ),
        ]
      : []),
  ]);
}
