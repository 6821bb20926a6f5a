// Supplier colours come from their meta settings (spec: mainColor, secondColor). They tint the
// whole storefront, so they are checked here: only #rrggbb reaches a style attribute, and text or
// buttons in the main colour stay readable on white (WCAG AA, 4.5:1) whatever the supplier picked.

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const DEFAULT_MAIN_COLOUR = '#1f5fbf';
export const DEFAULT_SECOND_COLOUR = '#f2a516';
const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

function toHex(values: number[]): string {
  return `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** A colour safe to put in CSS: the given one when it is #rrggbb, else the fallback. */
export function safeColour(value: string, fallback: string): string {
  return HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;
}

/** The colour itself when text in it is readable on white, else the same hue darkened until it is. */
export function readableOnWhite(hex: string): string {
  let colour = hex.toLowerCase();
  for (let step = 0; step < 40 && contrastWithWhite(colour) < AA_CONTRAST; step++) {
    colour = toHex(channels(colour).map((value) => value * 0.92));
  }
  return colour;
}

/**
 * The supplier's pages' two theme colours (--color-primary, --color-accent) from the meta
 * settings: the main colour made readable on white, each a default when not #rrggbb. Set by the
 * supplier layout, and by the workspace where it previews those pages (the turnover pie).
 */
export function supplierTheme(mainColor: string, secondColor: string): { primary: string; accent: string } {
  return {
    primary: readableOnWhite(safeColour(mainColor, DEFAULT_MAIN_COLOUR)),
    accent: safeColour(secondColor, DEFAULT_SECOND_COLOUR),
  };
}
