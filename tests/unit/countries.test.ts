import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { COUNTRY_OPTIONS } from '#src/islands/kit/countries.ts';
import { countryRule } from '#src/shared/company-profile.ts';
import { COUNTRY_CODES } from '#src/shared/countries.ts';

// Issue 26: the country lists offer real countries only; a pseudo-locale ("Pseudo-Accents") or a
// reserved code is neither offered nor taken.

describe('the country list', () => {
  it('holds the 249 ISO 3166-1 codes once each, every one named', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_OPTIONS).toHaveLength(249);
    for (const option of COUNTRY_OPTIONS) expect(option.label, option.value).not.toBe(option.value);
  });

  it('offers no pseudo-locale, union or reserved code, and is sorted by name', () => {
    const labels = COUNTRY_OPTIONS.map((option) => option.label);
    expect(
      labels.filter((label) => /pseudo|european union|united nations|world|outlying oceania/i.test(label)),
    ).toEqual([]);
    for (const code of ['XA', 'XB', 'EU', 'UN', 'AC', 'TA', 'IC', 'EA', 'DG', 'QO'])
      expect(COUNTRY_OPTIONS.map((option) => option.value)).not.toContain(code);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'DE', label: 'Germany' });
  });

  it('is what the API takes', () => {
    expect(v.is(countryRule, 'CN')).toBe(true);
    expect(v.is(countryRule, 'XA')).toBe(false);
    expect(v.is(countryRule, 'EU')).toBe(false);
    expect(v.is(countryRule, 'de')).toBe(false);
  });
});
