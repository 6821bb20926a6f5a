import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, GLYPH_HEIGHT, GLYPH_WIDTH, glyphInk } from '#functions/lib/captcha/captcha-glyphs.ts';

const hasInk = (character: string) =>
  Array.from({ length: GLYPH_HEIGHT }, (_, v) =>
    Array.from({ length: GLYPH_WIDTH }, (_, u) => glyphInk(character, u, v)),
  )
    .flat()
    .some(Boolean);

describe('captcha glyphs', () => {
  it('draw every letter and digit, so a fixed test answer is always visible', () => {
    const missing = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'].filter((character) => !hasInk(character));
    expect(missing).toEqual([]);
  });

  it('make random answers only of characters that cannot be mistaken for one another', () => {
    for (const lookalike of 'O0QI1B8G6S5Z2') expect(CAPTCHA_ALPHABET).not.toContain(lookalike);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(20);
  });
});
