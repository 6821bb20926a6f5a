import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  REMAINDER_LABEL,
  sliceLabel,
  turnoverChartLabel,
  turnoverSlices,
} from '#src/components/company/turnover-slices.ts';
import { percentFromInput, percentToInput, regionName, turnoverPreview } from '#src/islands/company/turnover-draft.ts';
import { firstCodeByField } from '#src/shared/account-rules.ts';
import { turnoversSchema } from '#src/shared/company-profile.ts';

const codesOf = (turnovers: { region: string; percent: number }[]) => {
  const parsed = v.safeParse(turnoversSchema, { turnovers });
  return parsed.success ? {} : firstCodeByField(parsed.issues);
};

describe('the turnover pie’s slices (company page and workspace alike)', () => {
  it('adds the blank remainder slice when the shares total under 100', () => {
    expect(turnoverSlices([{ region: 'Western Europe', percent: 30 }])).toEqual([
      { region: 'Western Europe', percent: 30, share: '30%', remainder: false },
      { region: REMAINDER_LABEL, percent: 70, share: '70%', remainder: true },
    ]);
  });

  it('adds none at 100, without a sliver from rounding', () => {
    const slices = turnoverSlices([
      { region: 'A', percent: 33.33 },
      { region: 'B', percent: 33.33 },
      { region: 'C', percent: 33.34 },
    ]);
    expect(slices.map((slice) => slice.share)).toEqual(['33.33%', '33.33%', '33.34%']);
    expect(slices.some((slice) => slice.remainder)).toBe(false);
  });

  it('writes each slice and the whole pie as the legend and the text alternative read them', () => {
    const slices = turnoverSlices([{ region: 'Asia', percent: 12.5 }]);
    expect(sliceLabel(slices[0]!)).toBe('Asia 12.5%');
    expect(turnoverChartLabel(slices)).toBe('Turnover distribution pie chart: Asia 12.5%, Other / not specified 87.5%');
  });
});

describe('the Turnover distribution tab’s draft', () => {
  it('keeps shares as numbers: an empty field is NaN, which the schema calls not a number', () => {
    expect(percentFromInput('12.5')).toBe(12.5);
    expect(percentFromInput('0')).toBe(0);
    expect(percentFromInput('')).toBeNaN();
    expect(percentFromInput('  ')).toBeNaN();
    expect(codesOf([{ region: 'Asia', percent: percentFromInput('') }])).toEqual({
      'turnovers.0.percent': 'invalid_number',
    });
    expect(codesOf([{ region: 'Asia', percent: percentFromInput('100.5') }])).toEqual({
      'turnovers.0.percent': 'invalid_percent',
      turnovers: 'turnover_total_over_100',
    });
  });

  it('shows a share back in its field, NaN as an empty field', () => {
    expect(percentToInput(12.5)).toBe('12.5');
    expect(percentToInput(0)).toBe('0');
    expect(percentToInput(Number.NaN)).toBe('');
    for (const text of ['', '7', '33.33']) expect(percentToInput(percentFromInput(text))).toBe(text);
  });

  it('names a row by its region, or by its place until one is typed', () => {
    expect(regionName({ region: ' Asia ', percent: 5 }, 0)).toBe('Asia');
    expect(regionName({ region: '  ', percent: 5 }, 1)).toBe('Region 2');
  });

  it('adds up the shares typed so far and draws them with the company page’s remainder', () => {
    const preview = turnoverPreview([
      { region: 'Europe', percent: 60 },
      { region: '', percent: 25 },
      { region: 'Asia', percent: Number.NaN },
    ]);
    expect(preview.total).toBe(85);
    expect(preview.totalText).toBe('Total: 85 % of 100 %');
    expect(preview.over).toBe(false);
    expect(preview.slices.map(sliceLabel)).toEqual(['Europe 60%', 'Region 2 25%', 'Other / not specified 15%']);
  });

  it('says over 100 when the API would refuse the list, and not at exactly 100', () => {
    const over = [
      { region: 'A', percent: 70 },
      { region: 'B', percent: 40.5 },
    ];
    expect(turnoverPreview(over)).toMatchObject({ total: 110.5, totalText: 'Total: 110.5 % of 100 %', over: true });
    expect(turnoverPreview(over).slices.some((slice) => slice.remainder)).toBe(false);
    expect(codesOf(over)).toEqual({ turnovers: 'turnover_total_over_100' });

    const full = [
      { region: 'A', percent: 33.33 },
      { region: 'B', percent: 33.33 },
      { region: 'C', percent: 33.34 },
    ];
    expect(turnoverPreview(full)).toMatchObject({ total: 100, over: false });
    expect(codesOf(full)).toEqual({});
  });

  it('draws no slice for a negative share (its field says why on save)', () => {
    const preview = turnoverPreview([
      { region: 'A', percent: -5 },
      { region: 'B', percent: 50 },
    ]);
    expect(preview.slices.map(sliceLabel)).toEqual(['B 50%', 'Other / not specified 50%']);
  });
});
