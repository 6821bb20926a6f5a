import { DomainError } from '#functions/domain/domain-error.ts';
import type { MediaUpload } from '#functions/lib/media/store-media.ts';
import { CHAT_FILE_TOO_LARGE, INVALID_CHAT_FILE_TYPE, MAX_CHAT_FILE_BYTES } from '#src/shared/messaging.ts';
import {
  DOCUMENT_TOO_LARGE,
  IMAGE_TOO_LARGE,
  INVALID_DOCUMENT_TYPE,
  INVALID_IMAGE_TYPE,
  MAX_DOCUMENT_BYTES,
  MAX_PICTURE_BYTES,
  MAX_PROFILE_IMAGE_BYTES,
  fileExtension,
} from '#src/shared/uploads.ts';

/** Old Office files are OLE2 compound documents; the new ones are ZIP packages. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OPEN_XML = 'application/vnd.openxmlformats-officedocument';

/** The file kinds the site takes, told apart by their leading bytes. */
const FILE_TYPES = {
  jpg: { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  png: { extensions: ['png'], contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  gif: { extensions: ['gif'], contentType: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38] },
  pdf: { extensions: ['pdf'], contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  doc: { extensions: ['doc'], contentType: 'application/msword', magic: OLE2 },
  xls: { extensions: ['xls'], contentType: 'application/vnd.ms-excel', magic: OLE2 },
  ppt: { extensions: ['ppt'], contentType: 'application/vnd.ms-powerpoint', magic: OLE2 },
  docx: { extensions: ['docx'], contentType: `${OPEN_XML}.wordprocessingml.document`, magic: ZIP },
  xlsx: { extensions: ['xlsx'], contentType: `${OPEN_XML}.spreadsheetml.sheet`, magic: ZIP },
  pptx: { extensions: ['pptx'], contentType: `${OPEN_XML}.presentationml.presentation`, magic: ZIP },
} as const;
type FileKind = keyof typeof FILE_TYPES;

/** What one kind of upload accepts and the codes it refuses with (spec §5). */
type UploadRule = { kinds: readonly FileKind[]; maxBytes: number; tooLarge: string; wrongType: string };

/** Report photos and post pictures: JPG, GIF, PNG or JPEG. */
const PICTURE_RULE: UploadRule = {
  kinds: ['jpg', 'png', 'gif'],
  maxBytes: MAX_PICTURE_BYTES,
  tooLarge: IMAGE_TOO_LARGE,
  wrongType: INVALID_IMAGE_TYPE,
};
/** Profile pictures (logo, photos): 'JPG, GIF or PNG. Max size of 800K'. */
const PROFILE_IMAGE_RULE: UploadRule = { ...PICTURE_RULE, maxBytes: MAX_PROFILE_IMAGE_BYTES };
/** Certificates and other documents: PDF, JPG or PNG up to 5 MB. */
const DOCUMENT_RULE: UploadRule = {
  kinds: ['pdf', 'jpg', 'png'],
  maxBytes: MAX_DOCUMENT_BYTES,
  tooLarge: DOCUMENT_TOO_LARGE,
  wrongType: INVALID_DOCUMENT_TYPE,
};

/** Chat pictures and documents (spec §5's list; videos go through video-upload.ts). */
const CHAT_FILE_RULE: UploadRule = {
  kinds: ['jpg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  maxBytes: MAX_CHAT_FILE_BYTES,
  tooLarge: CHAT_FILE_TOO_LARGE,
  wrongType: INVALID_CHAT_FILE_TYPE,
};

/**
 * A file as the server keeps it: the extension and the leading bytes must agree (DESIGN §4), so
 * a renamed script or document is refused whatever its name says; the stored type comes from the bytes.
 */
async function readUpload(file: File, field: string, rule: UploadRule): Promise<MediaUpload> {
  if (file.size > rule.maxBytes) throw new DomainError('too_large', [{ field, code: rule.tooLarge }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = fileExtension(file.name);
  const type = rule.kinds
    .map((kind) => FILE_TYPES[kind])
    .find(
      (candidate) =>
        (candidate.extensions as readonly string[]).includes(extension) &&
        candidate.magic.every((byte, index) => bytes[index] === byte),
    );
  if (!type) throw new DomainError('invalid', [{ field, code: rule.wrongType }]);
  return { bytes, contentType: type.contentType, extension: type.extensions[0] };
}

export const readPictureUpload = (file: File, field: string) => readUpload(file, field, PICTURE_RULE);
export const readProfileImageUpload = (file: File, field: string) => readUpload(file, field, PROFILE_IMAGE_RULE);
export const readDocumentUpload = (file: File, field: string) => readUpload(file, field, DOCUMENT_RULE);
export const readChatFileUpload = (file: File, field: string) => readUpload(file, field, CHAT_FILE_RULE);
