import writeXlsxFile from 'write-excel-file/node';

// Bulk-import files as an owner's spreadsheet writes them: a header of the template's columns,
// then `count` valves under "Valves > Ball valves", any line replaced by `fault`'s row.

const HEADER = ['Model number', 'Product name', 'Menu', 'Technical data', 'Status'];

export function catalogueRows(
  count: number,
  {
    menu = 'Valves > Ball valves',
    fault = () => null,
  }: { menu?: string; fault?: (line: number) => string[] | null } = {},
): string[][] {
  return [
    HEADER,
    ...Array.from({ length: count }, (_, index) => {
      const line = index + 2;
      const number = String(index + 1).padStart(4, '0');
      return fault(line) ?? [`IMP-${number}`, `Imported valve ${number}`, menu, 'Pressure: PN 16', 'Active'];
    }),
  ];
}

/** The rows as an XLSX file for setInputFiles. */
export async function xlsxFile(rows: string[][]) {
  return {
    name: 'catalogue.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await writeXlsxFile(rows).toBuffer()),
  };
}
