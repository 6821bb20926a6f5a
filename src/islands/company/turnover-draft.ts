import { turnoverSlices, type TurnoverSlice } from '#src/components/company/turnover-slices.ts';
import { turnoverTotal } from '#src/shared/company-profile.ts';

// The Turnover distribution tab's draft: shares kept as numbers (the schema's input), and what the
// tab shows live from them, the running total and the pie as the company page would draw it.

export type TurnoverRow = { region: string; percent: number };

/** The share field's text as the draft keeps it: a number, NaN when empty (the schema says invalid_number). */
export function percentFromInput(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The draft's share as its field shows it: NaN, nothing typed yet, is an empty field. */
export function percentToInput(percent: number): string {
  return Number.isFinite(percent) ? String(percent) : '';
}

/** What a row is called when read out or drawn before its region is typed ('Region 2'). */
export function regionName(row: TurnoverRow, index: number): string {
  return row.region.trim() || `Region ${index + 1}`;
}

const totalFormat = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export type TurnoverPreview = {
  /** The shares typed so far, added up as the API adds them (a field not yet a number counts for nothing). */
  total: number;
  /** 'Total: 85 % of 100 %'. */
  totalText: string;
  /** Over 100: the API refuses the list (turnover_total_over_100). */
  over: boolean;
  /** The pie of the rows that are shares already, with the company page's remainder slice. */
  slices: TurnoverSlice[];
};

export function turnoverPreview(rows: readonly TurnoverRow[]): TurnoverPreview {
  const named = rows.map((row, index) => ({ region: regionName(row, index), percent: row.percent }));
  const numbered = named.filter((row) => Number.isFinite(row.percent));
  const total = turnoverTotal(numbered);
  return {
    total,
    totalText: `Total: ${totalFormat.format(total)} % of 100 %`,
    over: total > 100,
    // A negative share has no slice; its field says why once the owner saves.
    slices: turnoverSlices(numbered.filter((row) => row.percent >= 0)),
  };
}
