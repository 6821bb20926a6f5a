import type { Database } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { countPdfRender } from '#functions/api/call-limits.ts';
import {
  findKeptPdf,
  findPdfTarget,
  renderCataloguePdf,
  type PdfFilter,
} from '#functions/domain/catalogue/catalogue-pdf.ts';
import { pdfFileName } from '#src/shared/catalogue-pdf.ts';

/**
 * A catalogue's PDF for a filter, as a download: the copy kept for this version and filter, or a
 * new one rendered (counted per address and per catalogue) and kept. The storefront's Download PDF
 * and the owner's both answer here.
 */
export async function cataloguePdfAnswer(
  call: { db: Database; env: Env; request: Request },
  supplierName: string,
  filter: PdfFilter,
): Promise<Response> {
  const target = await findPdfTarget(call.db, supplierName, filter);
  const kept = await findKeptPdf(call.env.MEDIA, target);
  let body: ReadableStream | ArrayBuffer;
  if (kept) body = kept.body;
  else {
    await countPdfRender(call.env, call.request, target.supplierId);
    body = await renderCataloguePdf(call.env, target, filter);
  }
  const fileName = pdfFileName(target.companyName);
  return new Response(body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      // Kept in R2 by version: the browser asks again, so a changed catalogue is never an old file.
      'cache-control': 'private, no-cache',
      'x-pdf-copy': kept ? 'kept' : 'rendered',
    },
  });
}
