/** Spec: when the percents total under 100, a blank remainder slice is added. */
export const REMAINDER_LABEL = 'Other / not specified';

/** One slice of the turnover pie; `share` is its percent as people read it ('8%', '12.5%'). */
export type TurnoverSlice = { region: string; percent: number; share: string; remainder: boolean };

const percentFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

function slice(region: string, percent: number, remainder: boolean): TurnoverSlice {
  return { region, percent, share: `${percentFormat.format(percent)}%`, remainder };
}

export function turnoverSlices(turnovers: { region: string; percent: number }[]): TurnoverSlice[] {
  const slices = turnovers.map(({ region, percent }) => slice(region, percent, false));
  const total = turnovers.reduce((sum, { percent }) => sum + percent, 0);
  // Rounded to hundredths, so 33.33 + 33.33 + 33.34 leaves no 0.0000001 % sliver.
  const rest = Math.round((100 - total) * 100) / 100;
  return rest > 0 ? [...slices, slice(REMAINDER_LABEL, rest, true)] : slices;
}

/** A slice as the legend, the tooltip and the text alternative write it: 'Western Europe 30%'. */
export function sliceLabel(slice: TurnoverSlice): string {
  return `${slice.region} ${slice.share}`;
}

/** The pie's text alternative: every slice drawn, remainder included. */
export function turnoverChartLabel(slices: TurnoverSlice[]): string {
  return `Turnover distribution pie chart: ${slices.map(sliceLabel).join(', ')}`;
}
