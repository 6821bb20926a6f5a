import { documentUrl, mediaUrl } from '#functions/lib/media/media-key.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import type { UploadedFile } from '#src/shared/owner-company.ts';
import { readDocumentUpload, readProfileImageUpload } from './picture-upload.ts';

/**
 * POST supplier/home/file: a picture for the profile (resizeImage set: JPG, GIF or PNG up to 800K)
 * or a certificate (PDF, JPG or PNG up to 5 MB), stored under its content hash. The answer's key is
 * what the medias and documents calls take.
 */
export async function storeSupplierFile(bucket: R2Bucket, file: File, asPicture: boolean): Promise<UploadedFile> {
  const upload = asPicture ? await readProfileImageUpload(file, 'file') : await readDocumentUpload(file, 'file');
  const key = await storeMedia(bucket, upload);
  const url = asPicture ? mediaUrl(key) : documentUrl(key, file.name);
  return { key, url, name: file.name, size: upload.bytes.byteLength, mimeType: upload.contentType };
}
