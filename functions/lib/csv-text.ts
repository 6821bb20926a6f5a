// CSV as RFC 4180 writes it, safe to open in a spreadsheet.

/**
 * CSV formula injection (OWASP): a spreadsheet runs a cell that starts with = + - @, a tab or a
 * carriage return as a formula, so such a cell is written behind a ' and shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** RFC 4180 §2.6: a field holding a comma, a quote or a line break is quoted. */
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  // RFC 4180 §2.7: a quote inside a quoted field is doubled.
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV: fields by commas, records by CRLF (RFC 4180 §2.1), a byte-order mark first so spreadsheets read UTF-8. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
