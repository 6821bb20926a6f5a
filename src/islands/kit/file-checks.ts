import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE_MESSAGE,
  IMAGE_UPLOAD_TIP,
  MAX_DOCUMENT_BYTES,
  MAX_PROFILE_IMAGE_BYTES,
  PICTURE_EXTENSIONS,
  fileExtension,
} from '#src/shared/uploads.ts';
import { formatFileSize } from '#src/shared/file-size.ts';
import { fieldMessage } from './field-messages.ts';

// The upload rules of spec §5, checked in the browser before anything is sent so the owner hears
// at once (the server checks the bytes again). Pure: the tabs and the unit tests share them.

/** What a chosen file must be, and what the owner reads when it is not. */
export type FileRule = { extensions: readonly string[]; maxBytes: number; wrongType: string; tooLarge: string };

/** Company photos: 'JPG, GIF or PNG. Max size of 800K', said for either fault. */
export const PROFILE_PICTURE_RULE: FileRule = {
  extensions: PICTURE_EXTENSIONS,
  maxBytes: MAX_PROFILE_IMAGE_BYTES,
  wrongType: IMAGE_UPLOAD_TIP,
  tooLarge: IMAGE_UPLOAD_TIP,
};

/** Company pictures as chosen, before the cropper: the type only, as 800K applies to what is uploaded. */
export const PICTURE_TYPE_RULE: FileRule = { ...PROFILE_PICTURE_RULE, maxBytes: Number.POSITIVE_INFINITY };

/** The document rules as the upload button shows them, worded like IMAGE_UPLOAD_TIP. */
export const DOCUMENT_UPLOAD_TIP = `PDF, JPG or PNG. Max size of ${formatFileSize(MAX_DOCUMENT_BYTES)}`;

/** Certificates and other documents: PDF, JPG or PNG up to 5 MB. */
export const DOCUMENT_RULE: FileRule = {
  extensions: DOCUMENT_EXTENSIONS,
  maxBytes: MAX_DOCUMENT_BYTES,
  wrongType: DOCUMENT_TYPE_MESSAGE,
  tooLarge: fieldMessage(DOCUMENT_TOO_LARGE),
};

type ChosenFile = { name: string; size: number };

/** Why the file may not be uploaded under the rule, or null when it may. */
export function fileProblem(file: ChosenFile, rule: FileRule): string | null {
  if (!rule.extensions.includes(fileExtension(file.name))) return rule.wrongType;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/** A file left out, by its name, and why. */
export type FileRefusal = { name: string; message: string };

/**
 * The chosen files split into those to upload and those refused, in the order chosen. The list
 * holds `count` of at most `max` entries: files beyond the free places are refused too.
 */
export function sortChosenFiles<F extends ChosenFile>(
  files: readonly F[],
  rule: FileRule,
  { count, max }: { count: number; max: number },
): { accepted: F[]; refused: FileRefusal[] } {
  const accepted: F[] = [];
  const refused: FileRefusal[] = [];
  for (const file of files) {
    const problem =
      fileProblem(file, rule) ?? (count + accepted.length >= max ? fieldMessage(`too_many_${max}`) : null);
    if (problem) refused.push({ name: file.name, message: problem });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** What the owner reads for a refused file: which one, and why. */
export function refusalText({ name, message }: FileRefusal): string {
  return `${name} was not added. ${message}`;
}

/** documentsSchema's limit on a document's name. */
export const MAX_DOCUMENT_NAME_LENGTH = 120;

/**
 * A new document's name: its file name without the extension, cut to the name's limit between
 * whole characters ('ISO 9001.pdf' → 'ISO 9001'); a name that is all extension stays whole.
 */
export function documentNameOf(fileName: string): string {
  const extension = fileExtension(fileName);
  const base = (extension ? fileName.slice(0, -(extension.length + 1)) : fileName).trim() || fileName.trim();
  let name = '';
  for (const character of base) {
    if (name.length + character.length > MAX_DOCUMENT_NAME_LENGTH) break;
    name += character;
  }
  return name.trimEnd();
}
