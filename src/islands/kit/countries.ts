import { countries } from 'country-flag-icons';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Every country with a flag (as the public pages show one), by English name. */
export const COUNTRY_OPTIONS: { value: string; label: string }[] = countries
  .flatMap((code) => {
    const label = /^[A-Z]{2}$/.test(code) ? regionNames.of(code) : undefined;
    return label ? [{ value: code, label }] : [];
  })
  .sort((a, b) => a.label.localeCompare(b.label));
