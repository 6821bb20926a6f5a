import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { SEED_TIME } from '#functions/local/seed/seed-time.ts';
import { channels, winAnsi, wrapText } from './pdf-text.ts';

/** Who issues a document: printed in its header band and footer. */
export type DocumentIssuer = { companyName: string; address: string; website: string; email: string; colour: string };

export type PdfBlock =
  | { heading: string }
  | { paragraph: string }
  | { table: { columns: string[]; rows: string[][]; widths?: number[] } }
  | { signature: { name: string; title: string; place: string } };

export type PdfContent = {
  issuer: DocumentIssuer;
  kind: string;
  title: string;
  subtitle: string;
  reference: string;
  blocks: PdfBlock[];
};

const MARGIN = 50;
const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.4, 0.44, 0.5);

/** A one-page A4 document: header band, title, blocks, footer. Deterministic bytes for the same content. */
export async function renderPdfPage(content: PdfContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  // Fixed metadata: pdf-lib would otherwise stamp the current time and change the content hash.
  pdf.setTitle(winAnsi(content.title));
  pdf.setAuthor(winAnsi(content.issuer.companyName));
  pdf.setProducer('Vitrine demo catalogue');
  pdf.setCreationDate(new Date(SEED_TIME));
  pdf.setModificationDate(new Date(SEED_TIME));
  const page = pdf.addPage(PageSizes.A4);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const accent = rgb(...channels(content.issuer.colour));

  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 70, width: PAGE_WIDTH, height: 70, color: accent });
  page.drawText(winAnsi(content.issuer.companyName), {
    x: MARGIN,
    y: PAGE_HEIGHT - 42,
    size: 15,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  const kind = winAnsi(content.kind.toUpperCase());
  page.drawText(kind, {
    x: PAGE_WIDTH - MARGIN - fonts.bold.widthOfTextAtSize(kind, 9),
    y: PAGE_HEIGHT - 40,
    size: 9,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });

  let y = PAGE_HEIGHT - 110;
  for (const line of wrapText(content.title, fonts.bold, 18, TEXT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y, size: 18, font: fonts.bold, color: INK });
    y -= 22;
  }
  page.drawText(winAnsi(content.subtitle), { x: MARGIN, y, size: 10, font: fonts.regular, color: MUTED });
  y -= 14;
  page.drawText(winAnsi(`Ref. ${content.reference}  ·  Issued ${new Date(SEED_TIME).toISOString().slice(0, 10)}`), {
    x: MARGIN,
    y,
    size: 8,
    font: fonts.regular,
    color: MUTED,
  });
  y -= 26;

  for (const block of content.blocks) y = drawBlock(page, fonts, accent, block, y);

  page.drawLine({ start: { x: MARGIN, y: 52 }, end: { x: PAGE_WIDTH - MARGIN, y: 52 }, thickness: 0.5, color: MUTED });
  const footer = `${content.issuer.companyName}  ·  ${content.issuer.address}  ·  ${content.issuer.website}  ·  ${content.issuer.email}`;
  for (const [index, line] of wrapText(footer, fonts.regular, 7, TEXT_WIDTH).entries()) {
    page.drawText(line, { x: MARGIN, y: 40 - index * 9, size: 7, font: fonts.regular, color: MUTED });
  }
  return pdf.save();
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Draws one block from `y` downwards; returns where the next block starts. */
function drawBlock(page: PDFPage, fonts: Fonts, accent: ReturnType<typeof rgb>, block: PdfBlock, y: number): number {
  if ('heading' in block) {
    page.drawText(winAnsi(block.heading), { x: MARGIN, y, size: 11.5, font: fonts.bold, color: accent });
    return y - 18;
  }
  if ('paragraph' in block) {
    for (const line of wrapText(block.paragraph, fonts.regular, 9.5, TEXT_WIDTH)) {
      page.drawText(line, { x: MARGIN, y, size: 9.5, font: fonts.regular, color: INK });
      y -= 13.5;
    }
    return y - 8;
  }
  if ('signature' in block) {
    const { name, title, place } = block.signature;
    page.drawText(winAnsi(`${place}, ${new Date(SEED_TIME).toISOString().slice(0, 10)}`), {
      x: MARGIN,
      y,
      size: 9.5,
      font: fonts.regular,
      color: INK,
    });
    page.drawLine({
      start: { x: MARGIN + 260, y: y - 2 },
      end: { x: MARGIN + 460, y: y - 2 },
      thickness: 0.7,
      color: INK,
    });
    page.drawText(winAnsi(`${name}, ${title}`), {
      x: MARGIN + 260,
      y: y - 14,
      size: 9,
      font: fonts.regular,
      color: MUTED,
    });
    return y - 40;
  }
  return drawTable(page, fonts, block.table, y);
}

function drawTable(
  page: PDFPage,
  fonts: Fonts,
  table: { columns: string[]; rows: string[][]; widths?: number[] },
  top: number,
): number {
  const size = 8.5;
  const padding = 4;
  const weights = table.widths ?? table.columns.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / total) * TEXT_WIDTH);
  let y = top + 10;
  [table.columns, ...table.rows].forEach((row, rowIndex) => {
    const font = rowIndex === 0 ? fonts.bold : fonts.regular;
    const cells = row.map((cell, column) => wrapText(cell, font, size, widths[column]! - 2 * padding));
    const height = Math.max(...cells.map((lines) => lines.length)) * 11 + 2 * padding;
    if (rowIndex === 0 || rowIndex % 2 === 0) {
      page.drawRectangle({
        x: MARGIN,
        y: y - height,
        width: TEXT_WIDTH,
        height,
        color: rowIndex === 0 ? rgb(0.9, 0.92, 0.95) : rgb(0.97, 0.975, 0.98),
      });
    }
    let x = MARGIN;
    cells.forEach((lines, column) => {
      lines.forEach((line, index) =>
        page.drawText(line, { x: x + padding, y: y - padding - 8 - index * 11, size, font, color: INK }),
      );
      x += widths[column]!;
    });
    y -= height;
  });
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + TEXT_WIDTH, y }, thickness: 0.5, color: MUTED });
  return y - 22;
}
