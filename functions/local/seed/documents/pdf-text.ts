import type { PDFFont } from 'pdf-lib';

/** The standard PDF fonts only know WinAnsi; anything else would make pdf-lib throw. */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u20ac]/g, '-');
}

/** Breaks text into lines no wider than `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** '#1f5fbf' as pdf-lib's 0–1 channels. */
export function channels(colour: string): [number, number, number] {
  const value = parseInt(colour.slice(1), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
