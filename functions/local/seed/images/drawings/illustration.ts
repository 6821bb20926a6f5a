/** The two colours a product comes in: its body (plating, shell, seal…) and its trim (grip, handle…). */
export type Finish = { main: string; trim: string };

/**
 * One product drawing in its own coordinates. `draw` returns an SVG fragment; gradient ids start
 * with `id` so that two copies of a drawing can share one picture.
 */
export type Illustration = {
  /** x, y, width, height of what `draw` paints. */
  box: readonly [number, number, number, number];
  /** Degrees of rotation that show the object at its best. */
  pose: number;
  /** The point a close-up view zooms in on. */
  focus: readonly [number, number];
  draw(finish: Finish, id: string): string;
};

/** Light steel, used wherever a drawing shows bare metal. */
export const STEEL = ['#eef1f4', '#b9c1c9', '#7d8791'];
export const DARK_PLASTIC = '#2b2f35';
