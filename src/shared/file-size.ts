const UNITS = ['B', 'KB', 'MB'] as const;

/** Spec §5: B, KB or MB with up to 2 decimals, trailing zeros trimmed ("1.5 MB", "820 KB", "12 B"). */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`;
}
