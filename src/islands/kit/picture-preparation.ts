import { croppedType, goesThroughCropper } from './crop-rules.ts';
import { fileProblem, PROFILE_PICTURE_RULE, type FileRefusal } from './file-checks.ts';

/** Opens the cropper on a picture: the cropped picture, or null when the owner cancels. */
export type CropPicture = (file: File) => Promise<Blob | null>;

/**
 * The chosen pictures as they are uploaded (spec §5): JPG, JPEG and PNG go through the cropper one
 * after the other (Cancel leaves that one out), GIFs pass unchanged. The 800K limit is checked on
 * what is uploaded, so after the cropper. A cropped picture keeps its file's name.
 */
export async function preparePictures(
  files: readonly File[],
  crop: CropPicture,
): Promise<{ ready: File[]; refused: FileRefusal[] }> {
  const ready: File[] = [];
  const refused: FileRefusal[] = [];
  for (const file of files) {
    const picture = goesThroughCropper(file.name) ? await croppedFile(file, crop) : file;
    if (!picture) continue;
    const problem = fileProblem(picture, PROFILE_PICTURE_RULE);
    if (problem) refused.push({ name: file.name, message: problem });
    else ready.push(picture);
  }
  return { ready, refused };
}

async function croppedFile(file: File, crop: CropPicture): Promise<File | null> {
  const cropped = await crop(file);
  return cropped && new File([cropped], file.name, { type: croppedType(file.name) });
}
