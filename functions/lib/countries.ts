import { hasFlag } from 'country-flag-icons';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** 'CN' → 'China'; '' for a missing or unknown code. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  try {
    return regionNames.of(code) ?? '';
  } catch {
    return '';
  }
}

/** The country's flag (static SVGs built from country-flag-icons, src/pages/flags), or null. */
export function countryFlagUrl(code: string): string | null {
  return /^[A-Z]{2}$/.test(code) && hasFlag(code) ? `/flags/${code}.svg` : null;
}
