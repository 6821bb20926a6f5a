import type { ExportPage, ImportReport } from '#src/shared/product-import.ts';
import { request } from './request.ts';

// Bulk import and export (POST supplier/product/import, export): no loading overlay, as the
// import screen shows its own progress bar over many calls.

export function importRows(rows: Record<string, unknown>[], dryRun: boolean): Promise<ImportReport> {
  return request('/api/supplier/product/import', { method: 'POST', body: { dryRun, rows } });
}

export function fetchExportPage(after: number | null): Promise<ExportPage> {
  return request('/api/supplier/product/export', { method: 'POST', body: { after } });
}
