import * as v from 'valibot';
import type { Database } from '#functions/db/client.ts';
import { rawStatement, runStatements } from '#functions/db/batch.ts';
import { reports, REPORT_REASONS } from '#functions/db/schema/index.ts';
import { ApiError } from '#functions/lib/envelope.ts';
import { readImageUpload } from '#functions/lib/media/image-upload.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';

export const MAX_EXPLANATION_LENGTH = 2000;
export const MAX_REPORT_PHOTOS = 5;

/** Spec §3 report form: reason (one of §9's four), explaination (spelt so), optional photos. */
export const reportFields = v.object({
  reason: v.picklist(REPORT_REASONS, 'invalid_reason'),
  explaination: v.pipe(v.string('explanation_required'), v.trim(), v.nonEmpty('explanation_required'), v.maxLength(MAX_EXPLANATION_LENGTH, 'explanation_too_long')),
});

export type ReportSubject = { supplierId: number; productId: number | null };

/**
 * Stores the photos (checked by extension and leading bytes, all before any is kept) and the
 * report with them in one batch; the photos find their report as the reporter's latest, which
 * inside the batch's transaction is the row just written.
 */
export async function fileReport(db: Database, bucket: R2Bucket, userId: number, subject: ReportSubject, fields: v.InferOutput<typeof reportFields>, files: File[], now = Date.now()): Promise<void> {
  if (files.length > MAX_REPORT_PHOTOS) throw new ApiError(400, [{ field: 'files', code: 'too_many_files' }]);
  const uploads = await Promise.all(files.map((file) => readImageUpload(file, 'files')));
  const keys = await Promise.all(uploads.map((upload) => storeMedia(bucket, upload)));
  await runStatements(db, [
    db.insert(reports).values({ reporterId: userId, supplierId: subject.supplierId, productId: subject.productId, reason: fields.reason, explanation: fields.explaination, createdAt: now }),
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
  ]);
}
