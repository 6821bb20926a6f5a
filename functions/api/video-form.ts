import { ApiError } from '#functions/api/api-error.ts';
import { formFields, formFiles, parseInput } from '#functions/api/request-input.ts';
import { videoUploadFields } from '#src/shared/videos.ts';

/** A video upload's multipart form: file, poster, width, height. */
export function readVideoForm(form: FormData) {
  const [file] = formFiles(form, 'file');
  if (!file) throw new ApiError(400, [{ field: 'file', code: 'required' }]);
  const [poster] = formFiles(form, 'poster');
  const { width, height } = parseInput(videoUploadFields, formFields(form, ['width', 'height']));
  return { file, poster, width, height };
}
