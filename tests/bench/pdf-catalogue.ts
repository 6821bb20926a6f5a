import { getDocumentProxy } from 'unpdf';
import { PRODUCT_SORT_IDS } from '#src/shared/catalog.ts';
import { cataloguePdfPath, MAX_PDF_PRODUCTS } from '#src/shared/catalogue-pdf.ts';
import { percentile } from './percentiles.ts';

// The PDF catalogue's figure (issue 29 item 4, target: 500 products in <= 5 s): a catalogue's
// first 500 products printed by the local renderer (a browser on this machine, as Browser Rendering
// is in production), each render a miss (another sort), then the kept copy served again.

export type PdfFigures = { renders: number[]; kept: number[]; pages: number; bytes: number };

async function timed(url: string): Promise<{ ms: number; body: ArrayBuffer; copy: string | null }> {
  const started = performance.now();
  const response = await fetch(url);
  if (response.headers.get('content-type') !== 'application/pdf')
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, body, copy: response.headers.get('x-pdf-copy') };
}

export async function measurePdfCatalogue(origin: string, supplierName: string): Promise<PdfFigures> {
  // The renderer's browser starts with its first PDF (Browser Rendering keeps browsers warm): a
  // first print of the demo catalogue, not counted, starts it.
  await timed(`${origin}${cataloguePdfPath('demo')}`);
  const renders: number[] = [];
  let last: ArrayBuffer | null = null;
  // One per sort (each a new PDF, so a render), with a keyword no product has never: all 500.
  for (const sort of PRODUCT_SORT_IDS) {
    const answer = await timed(`${origin}${cataloguePdfPath(supplierName, { sort })}`);
    if (answer.copy !== 'rendered') throw new Error(`expected a render, got a ${answer.copy} copy`);
    renders.push(answer.ms);
    last = answer.body;
  }
  const kept: number[] = [];
  for (let round = 0; round < 5; round++)
    kept.push((await timed(`${origin}${cataloguePdfPath(supplierName, { sort: PRODUCT_SORT_IDS[0] })}`)).ms);
  // Read before parsing: the parser takes the buffer over (it is detached after).
  const bytes = last!.byteLength;
  const pdf = await getDocumentProxy(new Uint8Array(last!));
  return { renders, kept, pages: pdf.numPages, bytes };
}

export function describePdfCatalogue(figures: PdfFigures): [string, string][] {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
  return [
    [
      `PDF catalogue, ${MAX_PDF_PRODUCTS} products, rendered`,
      `median ${ms(percentile(figures.renders, 0.5))}, worst ${ms(Math.max(...figures.renders))} of ${figures.renders.length} (target <= 5,000 ms); ${figures.pages} pages, ${Math.round(figures.bytes / 1024).toLocaleString('en')} KB`,
    ],
    [`PDF catalogue, the kept copy`, `median ${ms(percentile(figures.kept, 0.5))} of ${figures.kept.length}`],
  ];
}
