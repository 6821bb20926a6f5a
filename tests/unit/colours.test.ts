import { describe, expect, it } from 'vitest';
import {
  contrastWithWhite,
  DEFAULT_MAIN_COLOUR,
  DEFAULT_SECOND_COLOUR,
  readableOnWhite,
  safeColour,
  supplierTheme,
} from '#src/shared/colours.ts';

describe('supplier colours', () => {
  it('keep a colour that is already readable on white', () => {
    expect(readableOnWhite('#0f4c81')).toBe('#0f4c81');
  });

  it('darken a light colour until text in it passes WCAG AA on white, keeping its hue', () => {
    const darkened = readableOnWhite('#f2a516');
    expect(contrastWithWhite('#f2a516')).toBeLessThan(4.5);
    expect(contrastWithWhite(darkened)).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(darkened.slice(start, start + 2), 16)) as [
      number,
      number,
      number,
    ];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('let only #rrggbb into a style attribute', () => {
    expect(safeColour('#A1B2C3', '#000000')).toBe('#a1b2c3');
    expect(safeColour('red; background:url(x)', '#000000')).toBe('#000000');
    expect(safeColour('#abc', '#000000')).toBe('#000000');
  });

  it('make the supplier pages’ theme: the main colour readable, each a default when not #rrggbb', () => {
    expect(supplierTheme('#0F4C81', '#FFEE00')).toEqual({ primary: '#0f4c81', accent: '#ffee00' });
    expect(supplierTheme('#f2a516', '#123456')).toEqual({ primary: readableOnWhite('#f2a516'), accent: '#123456' });
    expect(supplierTheme('', 'url(x)')).toEqual({ primary: DEFAULT_MAIN_COLOUR, accent: DEFAULT_SECOND_COLOUR });
  });
});
