/** Mixes two #rrggbb colours: amount 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  const channel = (index: number) => Math.round(a[index]! + (b[index]! - a[index]!) * amount);
  return `#${[0, 1, 2].map((index) => channel(index).toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

function parseHex(colour: string): number[] {
  const match = /^#([0-9a-f]{6})$/i.exec(colour);
  if (!match) throw new Error(`not a #rrggbb colour: ${colour}`);
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
