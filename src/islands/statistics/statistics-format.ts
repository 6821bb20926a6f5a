// How the Statistics screen writes its numbers and days (English, UTC days as the server counts them).

export const statNumber = new Intl.NumberFormat('en');

export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** A wait in whole minutes as people say it: "45 min", "2 h 5 min", "1 d 3 h". */
export function waitInWords(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
