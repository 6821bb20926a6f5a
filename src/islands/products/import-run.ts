import { fetchExportPage, importRows } from '#src/client/product-import.ts';
import { sendSupplierFile } from '#src/client/workspace.ts';
import {
  duplicateModelNumbers,
  importCalls,
  parseImagesCell,
  PICTURE_NOT_IN_ZIP,
  type ExportedRow,
  type ImportFault,
  type ImportReport,
} from '#src/shared/product-import.ts';
import {
  fileExtension,
  IMAGE_TOO_LARGE,
  INVALID_IMAGE_TYPE,
  MAX_PROFILE_IMAGE_BYTES,
  PICTURE_EXTENSIONS,
} from '#src/shared/uploads.ts';
import { toImportRow, type CatalogueFile, type FileRow } from './catalogue-file.ts';

// The bulk import as the workspace runs it: the file's rows sent a call at a time (importCalls),
// first as a dry run (nothing written, every fault listed), then for real after the pictures of
// the ZIP are uploaded. The server checks each call's rows; what only the whole file or the ZIP
// can tell (a model number twice in the file, a picture missing from the ZIP) is checked here.

/** The ZIP's pictures by file name, lower-cased as the medias rule names files. */
export type PictureBox = Map<string, File>;

export type ImportProgress = { phase: 'pictures' | 'rows'; done: number; total: number };

/** Entries the server takes as they are: addresses and upload keys; anything else names a ZIP file. */
function isAddress(entry: string): boolean {
  return /^https?:\/\//i.test(entry) || /^[0-9a-f]{64}\.[a-z0-9]{2,5}$/.test(entry);
}

const baseName = (path: string) => path.split('/').pop()!.toLowerCase();

export async function readPictureZip(zip: File): Promise<PictureBox> {
  const { unzip } = await import('fflate');
  const bytes = new Uint8Array(await zip.arrayBuffer());
  const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
    unzip(bytes, (error, files) => (error ? reject(error) : resolve(files))),
  );
  return new Map(
    Object.entries(entries)
      .filter(([path]) => !path.endsWith('/') && !path.startsWith('__MACOSX/'))
      .map(([path, bytes]) => [baseName(path), new File([bytes.slice()], baseName(path))]),
  );
}

function pictureNames(rows: FileRow[]): string[] {
  return [
    ...new Set(rows.flatMap((row) => parseImagesCell(row.cells.images ?? '').filter((entry) => !isAddress(entry)))),
  ].map((name) => name.toLowerCase());
}

/** The faults only the file as a whole and the ZIP can show. */
function fileFaults(rows: FileRow[], box: PictureBox): ImportFault[] {
  const pictureFaults = rows.flatMap((row) =>
    parseImagesCell(row.cells.images ?? '')
      .filter((entry) => !isAddress(entry))
      .flatMap((entry): ImportFault[] => {
        const file = box.get(entry.toLowerCase());
        const code = !file
          ? PICTURE_NOT_IN_ZIP
          : !(PICTURE_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))
            ? INVALID_IMAGE_TYPE
            : file.size > MAX_PROFILE_IMAGE_BYTES
              ? IMAGE_TOO_LARGE
              : null;
        return code ? [{ line: row.line, column: 'images', code }] : [];
      }),
  );
  const numbered = rows.map((row) => ({ line: row.line, modelNumber: row.cells.modelNumber ?? '' }));
  return [...pictureFaults, ...duplicateModelNumbers(numbered.filter((row) => row.modelNumber !== ''))];
}

function uniqueFaults(faults: ImportFault[]): ImportFault[] {
  const seen = new Set<string>();
  return faults
    .filter((fault) => {
      const key = `${fault.line}|${fault.column}|${fault.code}`;
      return !seen.has(key) && seen.add(key);
    })
    .sort((a, b) => a.line - b.line);
}

/**
 * Runs the file through POST supplier/product/import. A dry run checks every call and sums up; a
 * real run uploads the ZIP's pictures, then stops at the first call with a fault (the calls before
 * it are written, as the answer says).
 */
export async function runImport(
  file: CatalogueFile,
  box: PictureBox,
  dryRun: boolean,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportReport> {
  const keys = new Map<string, string>();
  if (!dryRun) {
    const names = pictureNames(file.rows);
    for (const [index, name] of names.entries()) {
      onProgress({ phase: 'pictures', done: index, total: names.length });
      keys.set(name, (await sendSupplierFile(box.get(name)!, name, true)).key);
    }
  }
  const rows = file.rows.map((row) =>
    toImportRow(row, (entry) => (isAddress(entry) ? entry : (keys.get(entry.toLowerCase()) ?? ''))),
  );
  // A dry run leaves the ZIP's file names out: they are checked here, and uploaded only for real.
  if (dryRun)
    for (const row of rows)
      if (Array.isArray(row.images)) row.images = (row.images as string[]).filter((entry) => entry !== '');

  const total: ImportReport = { created: 0, updated: 0, faults: dryRun ? fileFaults(file.rows, box) : [] };
  let done = 0;
  for (const call of importCalls(rows)) {
    onProgress({ phase: 'rows', done, total: rows.length });
    done += call.length;
    const report = await importRows(call, dryRun);
    total.faults.push(...report.faults);
    // A call with a fault wrote nothing: a real run stops there, with what was written before it.
    if (!dryRun && report.faults.length > 0) break;
    total.created += report.created;
    total.updated += report.updated;
  }
  onProgress({ phase: 'rows', done: rows.length, total: rows.length });
  return { ...total, faults: uniqueFaults(total.faults) };
}

/** The whole catalogue, page after page (POST supplier/product/export). */
export async function exportCatalogue(onProgress: (rows: number) => void): Promise<ExportedRow[]> {
  const rows: ExportedRow[] = [];
  let after: number | null = null;
  do {
    const page = await fetchExportPage(after);
    rows.push(...page.rows);
    onProgress(rows.length);
    after = page.nextAfter;
  } while (after !== null);
  return rows;
}
