/** Dates as the lists show them ('3 Feb 2026'), in English like the whole site. */
export const shownDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
