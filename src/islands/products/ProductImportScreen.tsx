import { useState } from 'react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { IMPORT_ROWS_PER_CALL, type ImportReport } from '#src/shared/product-import.ts';
import {
  CATALOGUE_FILE_TYPES,
  catalogueGrid,
  download,
  gridFile,
  readCatalogueFile,
  templateExample,
  type CatalogueFile,
  type FileFormat,
} from './catalogue-file.ts';
import { ImportFaultList } from './import-faults.tsx';
import { exportCatalogue, readPictureZip, runImport, type ImportProgress, type PictureBox } from './import-run.ts';
import { ImportProgressBar } from './import-progress.tsx';
import { productMessage } from './product-messages.ts';
import { useMenuOptions } from './product-options.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import { screenPath } from '#src/stores/workspace-route.ts';
import { ErrorAlert } from '#src/islands/kit/ErrorAlert.tsx';
import './import.css';

type Stage =
  | { step: 'choose' }
  | { step: 'checking' | 'importing'; progress: ImportProgress | null }
  | { step: 'checked'; report: ImportReport }
  | { step: 'done'; report: ImportReport };

const plural = (count: number, word: string) => `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

function failureText(error: unknown): string {
  if (error instanceof RequestError) return productMessage(error.errors[0]?.code ?? '');
  return error instanceof Error && error.message ? error.message : MESSAGES.unexpected;
}

/** Template and export: the same columns, as CSV or XLSX. */
function FileDownloads({ supplierName }: { supplierName: string }) {
  const menuLabels = useMenuOptions(supplierName).map((option) => option.label);
  const [exporting, setExporting] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const template = async (format: FileFormat) =>
    download(await gridFile(catalogueGrid([templateExample(menuLabels)]), format), `catalogue-template.${format}`);
  const exportAll = async (format: FileFormat) => {
    setFailure(null);
    setExporting('Reading your catalogue…');
    try {
      const rows = await exportCatalogue((count) =>
        setExporting(`Reading your catalogue… ${plural(count, 'product')}`),
      );
      download(await gridFile(catalogueGrid(rows), format), `catalogue.${format}`);
      setExporting(`Exported ${plural(rows.length, 'product')}.`);
    } catch (error) {
      setExporting(null);
      setFailure(failureText(error));
    }
  };

  return (
    <div className="ws-import-downloads">
      <section aria-labelledby="ws-template-title">
        <h3 id="ws-template-title">Template</h3>
        <p className="ws-hint">
          One product per row. Name/value columns take one “Name: Value” per line; Menu takes “Menu” or “Menu &gt; Sub
          menu”; Images takes one picture per line: a file name from your ZIP or a public address (https://…) of a JPG,
          GIF or PNG of 800 KB at most.
        </p>
        <div className="ws-links">
          <button type="button" className="button" onClick={() => void template('xlsx')}>
            Download template (XLSX)
          </button>
          <button type="button" className="button" onClick={() => void template('csv')}>
            Download template (CSV)
          </button>
        </div>
      </section>
      <section aria-labelledby="ws-export-title">
        <h3 id="ws-export-title">Export</h3>
        <p className="ws-hint">Your whole catalogue in the same columns: edit it and import it again.</p>
        <div className="ws-links">
          <button type="button" className="button" onClick={() => void exportAll('xlsx')}>
            Export (XLSX)
          </button>
          <button type="button" className="button" onClick={() => void exportAll('csv')}>
            Export (CSV)
          </button>
        </div>
        <p className="ws-hint" role="status">
          {exporting}
        </p>
        <ErrorAlert message={failure} />
      </section>
    </div>
  );
}

/**
 * Bulk import (issue 12; the spec's product list names it): a CSV or XLSX file and, for pictures
 * named by file, a ZIP. "Check file" runs the whole file as a dry run and lists every fault by
 * line and column; "Import" is offered once the check finds none, and shows its progress.
 */
export function ProductImportScreen({ company }: { company: OwnerCompany }) {
  const [file, setFile] = useState<CatalogueFile | null>(null);
  const [fileName, setFileName] = useState('');
  const [box, setBox] = useState<PictureBox>(new Map());
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [failure, setFailure] = useState<string | null>(null);
  const busy = stage.step === 'checking' || stage.step === 'importing';

  const chooseFile = async (chosen: File | undefined) => {
    setStage({ step: 'choose' });
    setFailure(null);
    setFile(null);
    setFileName(chosen?.name ?? '');
    if (!chosen) return;
    try {
      setFile(await readCatalogueFile(chosen));
    } catch (error) {
      setFailure(
        error instanceof Error && /CSV or XLSX/.test(error.message)
          ? error.message
          : 'This file could not be read as CSV or XLSX.',
      );
    }
  };
  const chooseZip = async (chosen: File | undefined) => {
    setStage({ step: 'choose' });
    setFailure(null);
    try {
      setBox(chosen ? await readPictureZip(chosen) : new Map());
    } catch {
      setBox(new Map());
      setFailure('This ZIP file could not be opened.');
    }
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setFailure(null);
    setStage({ step: dryRun ? 'checking' : 'importing', progress: null });
    try {
      const report = await runImport(file, box, dryRun, (progress) =>
        setStage({ step: dryRun ? 'checking' : 'importing', progress }),
      );
      setStage({ step: dryRun ? 'checked' : 'done', report });
    } catch (error) {
      setStage({ step: 'choose' });
      setFailure(failureText(error));
    }
  };

  const listHref = screenPath('products');
  const usable = file && file.problems.length === 0 && file.rows.length > 0;
  return (
    <ScreenSection title="Bulk import" className="ws-import">
      <p className="ws-intro">
        Add or update many products at once. A product is matched by its model number: a known one is updated, a new one
        is added. Columns left out of the file leave those fields as they are.
      </p>
      <FileDownloads supplierName={company.name} />

      <section aria-labelledby="ws-import-title" className="ws-import-run">
        <h3 id="ws-import-title">Import</h3>
        <div className="ws-grid">
          <div className="ws-field">
            <label htmlFor="ws-import-file">Catalogue file (CSV or XLSX)</label>
            <input
              id="ws-import-file"
              type="file"
              accept={CATALOGUE_FILE_TYPES}
              disabled={busy}
              // Emptied on each opening: a file corrected and chosen again under the same name is
              // a change the browser reports, so it is read and checked anew.
              onClick={(event) => (event.currentTarget.value = '')}
              onChange={(event) => void chooseFile(event.target.files?.[0])}
            />
          </div>
          <div className="ws-field">
            <label htmlFor="ws-import-zip">Pictures (ZIP, optional)</label>
            <input
              id="ws-import-zip"
              type="file"
              accept=".zip,application/zip"
              disabled={busy}
              onClick={(event) => (event.currentTarget.value = '')}
              onChange={(event) => void chooseZip(event.target.files?.[0])}
            />
            <span className="ws-hint">JPG, GIF or PNG. Max size of 800K each.</span>
          </div>
        </div>

        {file && (
          <p className="ws-hint">
            {fileName}: {plural(file.rows.length, 'product row')}
            {box.size > 0 && `, ${plural(box.size, 'picture')} in the ZIP`}.
          </p>
        )}
        {file?.problems.map((problem) => (
          <p key={problem} className="ws-error" role="alert">
            {problem}
          </p>
        ))}
        {file && file.rows.length === 0 && file.problems.length === 0 && (
          <p className="ws-error" role="alert">
            This file has no product rows under its header.
          </p>
        )}
        <ErrorAlert message={failure} />

        <div className="ws-links">
          <button type="button" className="button" disabled={!usable || busy} onClick={() => void run(true)}>
            Check file
          </button>
          {stage.step === 'checked' && stage.report.faults.length === 0 && (
            <button type="button" className="button button-primary" onClick={() => void run(false)}>
              Import {plural(stage.report.created + stage.report.updated, 'product')}
            </button>
          )}
        </div>

        {(stage.step === 'checking' || stage.step === 'importing') && (
          <ImportProgressBar importing={stage.step === 'importing'} progress={stage.progress} />
        )}
        <div role="status" className="ws-import-result">
          {stage.step === 'checked' &&
            (stage.report.faults.length === 0
              ? `No faults found: ${plural(stage.report.created, 'new product')} and ${plural(stage.report.updated, 'update')} are ready to import.`
              : `${plural(stage.report.faults.length, 'fault')} found. Nothing was imported: please correct the file and check it again.`)}
          {stage.step === 'done' &&
            (stage.report.faults.length === 0 ? (
              <>
                Imported: {plural(stage.report.created, 'new product')}, {plural(stage.report.updated, 'update')}.{' '}
                <a href={listHref} onClick={(event) => followWorkspaceLink(event, listHref)}>
                  Go to your products
                </a>
              </>
            ) : (
              `The import stopped at line ${stage.report.faults[0]!.line}: ${plural(stage.report.created + stage.report.updated, 'product')} before it ${stage.report.created + stage.report.updated === 1 ? 'was' : 'were'} imported (rows go in steps of up to ${IMPORT_ROWS_PER_CALL}). Correct the file and import it again: imported products are updated, not added twice.`
            ))}
        </div>
        {(stage.step === 'checked' || stage.step === 'done') && <ImportFaultList faults={stage.report.faults} />}
      </section>
    </ScreenSection>
  );
}
