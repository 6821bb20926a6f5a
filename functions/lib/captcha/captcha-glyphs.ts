// A 5×7 bitmap font for captcha answers. Only characters nobody confuses when distorted: no
// 0/O/Q/D-alikes beyond D, no 1/I/L-alikes beyond L, no 8/B, 6/G, 5/S, 2/Z pairs.

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

const FONT: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
};

/** The characters a captcha answer is made of. */
export const CAPTCHA_ALPHABET = Object.keys(FONT).join('');

const ROWS = new Map(Object.entries(FONT).map(([character, rows]) => [character, rows.split(' ')]));

/** Whether the glyph of `character` has ink at column `u`, row `v` (whole cells). */
export function glyphInk(character: string, u: number, v: number): boolean {
  return ROWS.get(character)?.[v]?.[u] === '#';
}
