import type { FieldError } from '#src/client/request.ts';

/** Spec §9, word for word; keep in step with functions/db/schema/reports.ts REPORT_REASONS. */
export const REPORT_REASONS = ['Hateful or abusive content', 'Sexual content', 'Spam or misleading', 'Violent or repulsive content'] as const;

/** Decision 013 limits; keep in step with functions/domain/reports/file-report.ts and lib/media/image-upload.ts. */
export const MAX_REPORT_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_EXPLANATION_LENGTH = 2000;
/** Spec §5: photos are JPG, GIF, PNG or JPEG. */
export const PHOTO_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';

/** Spec §8 'Report successfully!' (title Info). */
export const REPORT_SENT_MESSAGE = 'Report successfully!';

export type ReportField = 'reason' | 'explanation' | 'photos' | 'form';
export type ReportErrors = Partial<Record<ReportField, string>>;

/** What each server code means to the reporter, said next to its field. */
const MESSAGES: Record<string, [ReportField, string]> = {
  invalid_reason: ['reason', 'Please choose a reason.'],
  explanation_required: ['explanation', 'Please explain what is wrong.'],
  explanation_too_long: ['explanation', `Please keep the explanation under ${MAX_EXPLANATION_LENGTH} characters.`],
  invalid_image_type: ['photos', 'Photos must be JPG, GIF or PNG pictures.'],
  image_too_large: ['photos', 'Each photo must be 5 MB or smaller.'],
  too_many_files: ['photos', `Please choose up to ${MAX_REPORT_PHOTOS} photos.`],
};
const FAILED = 'The report could not be sent. Please try again.';

/** The server's field errors as messages per field; anything unknown becomes one form message. */
export function reportErrorsFrom(errors: readonly FieldError[]): ReportErrors {
  const shown: ReportErrors = {};
  for (const { code } of errors) {
    const [field, message] = MESSAGES[code] ?? ['form', FAILED];
    shown[field] ??= message;
  }
  return Object.keys(shown).length > 0 ? shown : { form: FAILED };
}

const isPhotoName = (name: string) => /\.(jpe?g|gif|png)$/i.test(name);

/** The same rules the server applies, checked first so the reporter hears at once (the server checks the bytes too). */
export function checkReport({ reason, explanation, photos }: { reason: string; explanation: string; photos: readonly File[] }): ReportErrors {
  const errors: ReportErrors = {};
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) errors.reason = MESSAGES.invalid_reason![1];
  if (explanation.trim() === '') errors.explanation = MESSAGES.explanation_required![1];
  else if (explanation.trim().length > MAX_EXPLANATION_LENGTH) errors.explanation = MESSAGES.explanation_too_long![1];
  if (photos.length > MAX_REPORT_PHOTOS) errors.photos = MESSAGES.too_many_files![1];
  else if (photos.some((photo) => !isPhotoName(photo.name))) errors.photos = MESSAGES.invalid_image_type![1];
  else if (photos.some((photo) => photo.size > MAX_PHOTO_BYTES)) errors.photos = MESSAGES.image_too_large![1];
  return errors;
}
