import { describe, expect, it } from 'vitest';
import { csvText } from '#functions/lib/csv-text.ts';

// The CSV writer behind the audit log's export (issue 26 item 6): RFC 4180 quoting, and no cell a
// spreadsheet would run as a formula.

const body = (rows: string[][]) => {
  const text = csvText(rows);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1);
};

describe('csvText', () => {
  it('separates fields by commas and records by CRLF, ending with one', () => {
    expect(
      body([
        ['a', 'b'],
        ['c', ''],
      ]),
    ).toBe('a,b\r\nc,\r\n');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(body([['one, two', 'say "hi"', 'line\nbreak', 'cr\rlf', 'plain']])).toBe(
      '"one, two","say ""hi""","line\nbreak","cr\rlf",plain\r\n',
    );
  });

  it('writes a cell a spreadsheet would run (= + - @ tab CR first) behind a quote mark', () => {
    expect(body([['=SUM(A1:A9)', '+1', '-2', '@cmd', '\tx', 'a=b', "'=already"]])).toBe(
      "'=SUM(A1:A9),'+1,'-2,'@cmd,'\tx,a=b,'=already\r\n",
    );
    // Guarded and quoted together: the quote mark goes inside the quotes.
    expect(body([['=HYPERLINK("http://x","y")', '\rnext']])).toBe('"\'=HYPERLINK(""http://x"",""y"")","\'\rnext"\r\n');
  });
});
