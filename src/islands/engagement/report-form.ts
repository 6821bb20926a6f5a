import type { FieldError } from '#src/shared/api.ts';
import { explanationText, MAX_EXPLANATION_LENGTH, MAX_REPORT_PHOTOS, REPORT_REASONS } from '#src/shared/reports.ts';
import { IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, MAX_PICTURE_BYTES, PICTURE_EXTENSIONS } from '#src/shared/uploads.ts';

/** Spec §8 'Report successfully!' (title Info). */
export const REPORT_SENT_MESSAGE = 'Report successfully!';
/** What follows a report (issue 26: the spec's confirmation alone does not say). */
export const REPORT_NEXT_STEPS =
  'An administrator of Vitrine reviews every report and acts on it. The supplier is not told who reported it.';

export type ReportField = 'reason' | 'explanation' | 'photos' | 'form';
export type ReportErrors = Partial<Record<ReportField, string>>;

/** What each server code means to the reporter, said next to its field. */
const MESSAGES: Record<string, [ReportField, string]> = {
  invalid_reason: ['reason', 'Please choose a reason.'],
  explanation_required: ['explanation', 'Please explain what is wrong.'],
  explanation_too_long: ['explanation', `Please keep the explanation under ${MAX_EXPLANATION_LENGTH} characters.`],
  [INVALID_IMAGE_TYPE]: ['photos', 'Photos must be JPG, GIF or PNG pictures.'],
  [IMAGE_TOO_LARGE]: ['photos', 'Each photo must be 5 MB or smaller.'],
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

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
const isPhotoName = (name: string) => (PICTURE_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/** The same rules the server applies, checked first so the reporter hears at once (the server checks the bytes too). */
export function checkReport({
  reason,
  explanation,
  photos,
}: {
  reason: string;
  explanation: string;
  photos: readonly File[];
}): ReportErrors {
  const errors: ReportErrors = {};
  if (!(REPORT_REASONS as readonly string[]).includes(reason)) errors.reason = MESSAGES.invalid_reason![1];
  const text = explanationText(explanation);
  if (text === '') errors.explanation = MESSAGES.explanation_required![1];
  else if (text.length > MAX_EXPLANATION_LENGTH) errors.explanation = MESSAGES.explanation_too_long![1];
  if (photos.length > MAX_REPORT_PHOTOS) errors.photos = MESSAGES.too_many_files![1];
  else if (photos.some((photo) => !isPhotoName(photo.name))) errors.photos = MESSAGES[INVALID_IMAGE_TYPE]![1];
  else if (photos.some((photo) => photo.size > MAX_PICTURE_BYTES)) errors.photos = MESSAGES[IMAGE_TOO_LARGE]![1];
  return errors;
}
