/** Pale studio backgrounds: centre and edge of a radial gradient, light enough for any product colour. */
export const BACKDROPS = [
  ['#ffffff', '#dfe5ec'],
  ['#ffffff', '#e6e1da'],
  ['#fbfdff', '#d8e4f0'],
  ['#fcfffd', '#d9e8e1'],
  ['#fffdf8', '#ece3d2'],
  ['#fdfcff', '#e2deeb'],
] as const;

export type Backdrop = (typeof BACKDROPS)[number];
