import { ApiError } from '#functions/lib/envelope.ts';
import type { MediaUpload } from './store-media.ts';

/** Spec §5: report photos (and post pictures) are JPG, GIF, PNG or JPEG. */
const IMAGE_TYPES = [
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extensions: ['png'], contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { extensions: ['gif'], contentType: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
] as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const INVALID_IMAGE_TYPE = 'invalid_image_type';
export const IMAGE_TOO_LARGE = 'image_too_large';

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A picture as the server keeps it: the extension and the leading bytes must agree (DESIGN §4), so
 * a renamed script or document is refused whatever its name says; the stored type comes from the bytes.
 */
export async function readImageUpload(file: File, field: string): Promise<MediaUpload> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, [{ field, code: IMAGE_TOO_LARGE }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = extensionOf(file.name);
  const type = IMAGE_TYPES.find((candidate) => (candidate.extensions as readonly string[]).includes(extension) && candidate.magic.every((byte, index) => bytes[index] === byte));
  if (!type) throw new ApiError(400, [{ field, code: INVALID_IMAGE_TYPE }]);
  return { bytes, contentType: type.contentType, extension: type.extensions[0] };
}
