// Spec §5 upload rules the browser checks first and the server checks again (by the file's bytes).

/** Pictures (report photos, post pictures) are JPG, GIF, PNG or JPEG. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
/** The file picker's filter for pictures. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const INVALID_IMAGE_TYPE = 'invalid_image_type';
export const IMAGE_TOO_LARGE = 'image_too_large';

/** Profile pictures (company photos, logo): spec §5 'JPG, GIF or PNG. Max size of 800K'. */
export const MAX_PROFILE_IMAGE_BYTES = 800 * 1024;
export const IMAGE_UPLOAD_TIP = 'JPG, GIF or PNG. Max size of 800K';

/** Certificates and other documents: PDF, JPG or PNG, up to 5 MB each. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const INVALID_DOCUMENT_TYPE = 'invalid_document_type';
export const DOCUMENT_TOO_LARGE = 'document_too_large';
/** Spec §8 'Wrong file type'. */
export const DOCUMENT_TYPE_MESSAGE = 'Please select an image or PDF document';

/** A file's extension, lower-cased, without the dot ('' when it has none). */
export function fileExtension(name: string): string {
  return /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}
