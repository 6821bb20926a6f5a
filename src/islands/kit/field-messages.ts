import { MESSAGES } from '#src/shared/account-messages.ts';
import { UNKNOWN_FILE } from '#src/shared/company-profile.ts';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_MESSAGE,
  IMAGE_TOO_LARGE,
  IMAGE_UPLOAD_TIP,
  INVALID_DOCUMENT_TYPE,
  INVALID_IMAGE_TYPE,
} from '#src/shared/uploads.ts';
import {
  INVALID_VIDEO_TYPE,
  VIDEO_FAILED,
  VIDEO_HOST_UNAVAILABLE,
  VIDEO_NOT_FOUND,
  VIDEO_PROCESSING,
  VIDEO_TOO_LARGE,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_TOO_SMALL,
} from '#src/shared/videos.ts';

// What the back office says for the codes every form meets (spec §5, §8 where the spec has words;
// the rest worded like them). An area adds the words for its own codes (company-messages.ts, …).

const FIELD_MESSAGES: Record<string, string> = {
  required: 'Please fill in this field.',
  invalid_type: 'Please check this value.',
  invalid_email: MESSAGES.email,
  invalid_website: 'Please enter a valid website address, e.g. www.example.com.',
  invalid_phone: 'Please use digits, spaces and + ( ) - . / only.',
  invalid_year: 'Please enter a year of four digits, e.g. 1998.',
  invalid_country: 'Please choose a country.',
  invalid_number: 'Please enter a number.',
  invalid_percent: 'Please enter a share between 0 and 100.',
  invalid_date: 'Please enter a date.',
  [UNKNOWN_FILE]: 'This file was not uploaded. Please upload it again.',
  invalid_colour: 'Please choose a colour.',
  [INVALID_IMAGE_TYPE]: IMAGE_UPLOAD_TIP,
  [IMAGE_TOO_LARGE]: IMAGE_UPLOAD_TIP,
  [INVALID_DOCUMENT_TYPE]: DOCUMENT_TYPE_MESSAGE,
  [DOCUMENT_TOO_LARGE]: 'Each document must be 5 MB or smaller.',
  too_many_attempts: MESSAGES.tooManyAttempts,
  [VIDEO_TOO_LARGE]: VIDEO_TOO_LARGE_MESSAGE,
  [INVALID_VIDEO_TYPE]: 'Please choose a video in one of these formats: flv, avi, mpg, mp4, wmv, mov, 3gp, asf, webm.',
  [VIDEO_TOO_SMALL]: 'The video must be at least 640×360 pixels.',
  [VIDEO_NOT_FOUND]: 'This video was not found. Please upload it again.',
  [VIDEO_PROCESSING]: 'This video is still being prepared. Please try again in a moment.',
  [VIDEO_FAILED]: 'This video could not be read. Please upload another file.',
  [VIDEO_HOST_UNAVAILABLE]: 'The video service is not answering. Please try again in a few minutes.',
  invalid_medias: 'Please upload this photo or video again.',
};

/**
 * The sentence for a code: the area's own words first, then the shared ones; limits read from the
 * code itself (too_long_120 → 120 characters).
 */
export function fieldMessage(code: string, areaMessages: Record<string, string> = {}): string {
  const tooLong = /^too_long_(\d+)$/.exec(code);
  if (tooLong) return `Please keep this to ${tooLong[1]} characters or fewer.`;
  const tooMany = /^too_many_(\d+)$/.exec(code);
  if (tooMany) return `There can be at most ${tooMany[1]} entries.`;
  return areaMessages[code] ?? FIELD_MESSAGES[code] ?? MESSAGES.unexpected;
}
