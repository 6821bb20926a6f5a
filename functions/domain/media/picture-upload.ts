import { DomainError } from '#functions/domain/domain-error.ts';
import type { MediaUpload } from '#functions/lib/media/store-media.ts';
import { IMAGE_TOO_LARGE, INVALID_IMAGE_TYPE, MAX_PICTURE_BYTES } from '#src/shared/uploads.ts';

/** Spec §5: report photos (and post pictures) are JPG, GIF, PNG or JPEG, told apart by their leading bytes. */
const PICTURE_TYPES = [
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { extensions: ['png'], contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { extensions: ['gif'], contentType: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
] as const;

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * A picture as the server keeps it: the extension and the leading bytes must agree (DESIGN §4), so
 * a renamed script or document is refused whatever its name says; the stored type comes from the bytes.
 */
export async function readPictureUpload(file: File, field: string): Promise<MediaUpload> {
  if (file.size > MAX_PICTURE_BYTES) throw new DomainError('too_large', [{ field, code: IMAGE_TOO_LARGE }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = extensionOf(file.name);
  const type = PICTURE_TYPES.find(
    (candidate) =>
      (candidate.extensions as readonly string[]).includes(extension) &&
      candidate.magic.every((byte, index) => bytes[index] === byte),
  );
  if (!type) throw new DomainError('invalid', [{ field, code: INVALID_IMAGE_TYPE }]);
  return { bytes, contentType: type.contentType, extension: type.extensions[0] };
}
