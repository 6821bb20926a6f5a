import { COUNTRY_CODES } from '#src/shared/countries.ts';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The real countries (ISO 3166-1, src/shared/countries.ts), by English name. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = COUNTRY_CODES.map((code) => ({
  value: code,
  label: regionNames.of(code) ?? code,
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));
