import { RequestError } from '#src/client/request.ts';
import type { UploadedFile } from '#src/shared/owner-company.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import type { FileRefusal } from './file-checks.ts';
import { fieldMessage } from './field-messages.ts';

/** A file the server stored, with the file it came from. */
export type Uploaded<F> = { file: F; stored: UploadedFile };

/**
 * Uploads the files one after the other under one overlay (it does not flicker between them). A
 * file the server refuses is reported with the message for its code and the others still go.
 */
export async function uploadEach<F extends { name: string }>(
  files: readonly F[],
  upload: (file: F) => Promise<UploadedFile>,
): Promise<{ uploaded: Uploaded<F>[]; refused: FileRefusal[] }> {
  const uploaded: Uploaded<F>[] = [];
  const refused: FileRefusal[] = [];
  if (files.length === 0) return { uploaded, refused };
  await withOverlay(async () => {
    for (const file of files) {
      try {
        uploaded.push({ file, stored: await upload(file) });
      } catch (error) {
        const code = error instanceof RequestError ? (error.errors[0]?.code ?? '') : '';
        refused.push({ name: file.name, message: fieldMessage(code) });
      }
    }
  });
  return { uploaded, refused };
}
