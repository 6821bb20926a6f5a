import {
  IMPORT_COLUMNS,
  NAME_VALUE_COLUMNS,
  nameValueCell,
  parseImagesCell,
  parseNameValueCell,
  type ExportedRow,
  type ImportColumn,
} from '#src/shared/product-import.ts';

// The bulk import's file as people and spreadsheets see it: CSV (papaparse) or XLSX
// (read-excel-file / write-excel-file), a header row of IMPORT_COLUMNS and a product per row.
// The parsers load on first use, so the workspace does not carry them until someone imports.

/** A row of the file: its line (the header is line 1) and the cells under known columns. */
export type FileRow = { line: number; cells: Partial<Record<ImportColumn, string>> };

export type CatalogueFile = { columns: ImportColumn[]; rows: FileRow[]; problems: string[] };

export const CATALOGUE_FILE_TYPES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const BY_NAME = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => [
    [column.header.toLowerCase(), column.key],
    [column.key.toLowerCase(), column.key],
  ]),
);

/**
 * CSV formula injection (OWASP): a spreadsheet opening a CSV runs a cell that starts with = + - @,
 * a tab or a carriage return as a formula, so such cells are written behind a quote, which shows
 * them as text. A cell starting with quotes before one of those gets one quote more, so reading
 * takes exactly one off and every value comes back as it was. (Papaparse's own pattern for
 * `escapeFormulae: true` misses a cell of several lines.) XLSX needs neither: its strings stay
 * strings (write-excel-file writes no formula unless told).
 */
const FORMULA_LIKE = /^'*[=+\-@\t\r]/;

function unescapeFormula(cell: string): string {
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}

async function readGrid(file: File): Promise<unknown[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser');
    // Numbers as written: a model number like 0125 keeps its zero.
    return readSheet(file, { parseNumber: (text: string) => text });
  }
  if (/\.csv$/i.test(file.name)) {
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>(await file.text(), { skipEmptyLines: false });
    return parsed.data.map((cells) => cells.map(unescapeFormula));
  }
  throw new Error('Please choose a CSV or XLSX file.');
}

/** Reads the file's header and rows; problems with the file as a whole (columns) are listed. */
export async function readCatalogueFile(file: File): Promise<CatalogueFile> {
  const [header = [], ...body] = await readGrid(file);
  const problems: string[] = [];
  const columns = header.map((cell) => {
    const name = cellText(cell);
    const column = BY_NAME.get(name.toLowerCase()) ?? null;
    if (!column && name !== '') problems.push(`The column “${name}” is not one of the template’s columns.`);
    return column;
  });
  if (!columns.includes('modelNumber')) problems.push('The file needs a “Model number” column.');
  const rows = body.flatMap((cells, index) => {
    const row: FileRow = { line: index + 2, cells: {} };
    cells.forEach((cell, at) => {
      const column = columns[at];
      if (column) row.cells[column] = cellText(cell);
    });
    return Object.values(row.cells).some((text) => text !== '') ? [row] : [];
  });
  return { columns: columns.filter((column) => column !== null), rows, problems };
}

/** A file row as the import call takes it; `image` turns each Images entry into what is sent. */
export function toImportRow(row: FileRow, image: (entry: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = { line: row.line };
  for (const [column, text] of Object.entries(row.cells) as [ImportColumn, string][]) {
    if ((NAME_VALUE_COLUMNS as readonly string[]).includes(column)) out[column] = parseNameValueCell(text);
    else if (column === 'images') out[column] = parseImagesCell(text).map(image);
    else if (column === 'status') out[column] = text === '' ? 'active' : text.toLowerCase();
    else out[column] = text;
  }
  return out;
}

/** The template's and the export's grid: the header, then a row per product. */
export function catalogueGrid(rows: ExportedRow[]): string[][] {
  return [
    IMPORT_COLUMNS.map((column) => column.header),
    ...rows.map((row) =>
      IMPORT_COLUMNS.map(({ key }) => {
        const value = row[key];
        if (key === 'images') return (value as string[]).join('\n');
        return typeof value === 'string' ? value : nameValueCell(value as { name: string; value: string }[]);
      }),
    ),
  ];
}

export type FileFormat = 'csv' | 'xlsx';

export async function gridFile(grid: string[][], format: FileFormat): Promise<Blob> {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    // A byte-order mark, so spreadsheet programs read the UTF-8 as such.
    return new Blob(['\uFEFF', Papa.unparse(grid, { escapeFormulae: FORMULA_LIKE })], {
      type: 'text/csv;charset=utf-8',
    });
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(grid).toBlob();
}

/** One example product, so the template shows how each column is written. */
export const TEMPLATE_EXAMPLE: ExportedRow = {
  modelNumber: 'BV-025',
  productName: 'Brass ball valve DN25',
  brandName: 'Aquaflow',
  origin: 'Germany',
  price: 'US $12.50 / Piece',
  port: 'Hamburg',
  supplyAbility: '20,000 pieces a month',
  service: 'OEM',
  category: '',
  menu: 'Valves > Ball valves',
  status: 'active',
  description: '<p>Solid brass body, PTFE seats.</p>',
  highlights: [{ name: 'Body', value: 'Brass' }],
  technicalDatas: [
    { name: 'Pressure', value: 'PN 16' },
    { name: 'Thread', value: 'G 1"' },
  ],
  logisticDatas: [{ name: 'Carton', value: '50 pieces' }],
  images: ['ball-valve.jpg', 'https://example.com/pictures/ball-valve-side.jpg'],
};

/**
 * The template's example row, in the catalogue's own words (issue 26): its deepest menu as the file
 * writes menus ("Valves > Ball valves"), given as the menu options label it ("Valves › Ball
 * valves"); no menu when the catalogue has none yet.
 */
export function templateExample(menuLabels: readonly string[]): ExportedRow {
  const depth = (label: string) => label.split(' › ').length;
  const deepest = [...menuLabels].sort((one, other) => depth(other) - depth(one))[0];
  return { ...TEMPLATE_EXAMPLE, menu: deepest?.replaceAll(' › ', ' > ') ?? '' };
}

/** Offers a blob as a download under `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  // A link needs no place in the page to be clicked.
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
