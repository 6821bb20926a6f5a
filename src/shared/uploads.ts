// Spec §5 upload rules the browser checks first and the server checks again (by the file's bytes).

/** Pictures (report photos, post pictures) are JPG, GIF, PNG or JPEG. */
export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png'] as const;
/** The file picker's filter for pictures. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png';
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

export const INVALID_IMAGE_TYPE = 'invalid_image_type';
export const IMAGE_TOO_LARGE = 'image_too_large';
