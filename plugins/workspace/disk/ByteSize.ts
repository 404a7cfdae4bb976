const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes as people read them: 0 B, 999 B, 1.5 KB, 12.3 MB, 1 GB (1024-based, one decimal below 100). */
export function byteSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : (Math.round(value * 10) / 10).toString();
  return `${shown} ${UNITS[unit]}`;
}
