import { DomainError } from '#functions/domain/domain-error.ts';
import type { MediaUpload } from '#functions/lib/media/store-media.ts';
import { fileExtension } from '#src/shared/uploads.ts';
import { INVALID_VIDEO_TYPE, MAX_VIDEO_BYTES, VIDEO_TOO_LARGE } from '#src/shared/videos.ts';

type Signature = { at: number; bytes: number[] };
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Spec §5 video formats, each told by its container's leading bytes (every signature must match). */
const VIDEO_TYPES: { extensions: string[]; contentType: string; signatures: Signature[] }[] = [
  // ISO media: a 'ftyp' box at offset 4 (QuickTime files may start with other boxes).
  { extensions: ['mp4'], contentType: 'video/mp4', signatures: [{ at: 4, bytes: ascii('ftyp') }] },
  { extensions: ['3gp'], contentType: 'video/3gpp', signatures: [{ at: 4, bytes: ascii('ftyp') }] },
  { extensions: ['mov'], contentType: 'video/quicktime', signatures: [{ at: 4, bytes: ascii('ftyp') }] },
  { extensions: ['mov'], contentType: 'video/quicktime', signatures: [{ at: 4, bytes: ascii('moov') }] },
  { extensions: ['mov'], contentType: 'video/quicktime', signatures: [{ at: 4, bytes: ascii('wide') }] },
  { extensions: ['mov'], contentType: 'video/quicktime', signatures: [{ at: 4, bytes: ascii('mdat') }] },
  { extensions: ['webm'], contentType: 'video/webm', signatures: [{ at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] }] },
  {
    extensions: ['avi'],
    contentType: 'video/x-msvideo',
    signatures: [
      { at: 0, bytes: ascii('RIFF') },
      { at: 8, bytes: ascii('AVI ') },
    ],
  },
  { extensions: ['flv'], contentType: 'video/x-flv', signatures: [{ at: 0, bytes: ascii('FLV') }] },
  { extensions: ['mpg'], contentType: 'video/mpeg', signatures: [{ at: 0, bytes: [0x00, 0x00, 0x01, 0xba] }] },
  { extensions: ['mpg'], contentType: 'video/mpeg', signatures: [{ at: 0, bytes: [0x00, 0x00, 0x01, 0xb3] }] },
  // ASF (and WMV inside it): the ASF header object's GUID.
  ...['wmv', 'asf'].map((extension) => ({
    extensions: [extension],
    contentType: extension === 'wmv' ? 'video/x-ms-wmv' : 'video/x-ms-asf',
    signatures: [{ at: 0, bytes: [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11] }],
  })),
];

/**
 * A video as the server keeps it: under 20 MB (spec §8), its extension one of spec §5's and its
 * leading bytes those of that container, so a renamed file is refused whatever its name says.
 */
export async function readVideoUpload(file: File, field: string): Promise<MediaUpload> {
  if (file.size >= MAX_VIDEO_BYTES) throw new DomainError('too_large', [{ field, code: VIDEO_TOO_LARGE }]);
  const extension = fileExtension(file.name);
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = VIDEO_TYPES.find(
    (candidate) =>
      candidate.extensions.includes(extension) &&
      candidate.signatures.every(({ at, bytes }) => bytes.every((byte, index) => head[at + index] === byte)),
  );
  if (!type) throw new DomainError('invalid', [{ field, code: INVALID_VIDEO_TYPE }]);
  return { bytes: new Uint8Array(await file.arrayBuffer()), contentType: type.contentType, extension };
}
