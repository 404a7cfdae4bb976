/** Part 1 §9: the number formatter's suffixes, each a thousand times the one before. */
const SUFFIXES = ['k', 'M', 'G', 'T', 'P', 'E'] as const;

/**
 * A large number in few characters: 1234 → 1.2k, 5600000 → 5.6M (part 1 §9). Below a thousand
 * it is shown as it is; `digits` sets the decimals kept, trailing zeros dropped.
 */
export function abbreviateNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? '-' : '';
  let size = Math.abs(value);
  if (size < 1000) return `${sign}${size}`;
  let unit = -1;
  while (size >= 1000 && unit < SUFFIXES.length - 1) {
    size /= 1000;
    unit += 1;
  }
  // 999.96k rounds up to 1000.0k: say 1M instead.
  if (Number(size.toFixed(digits)) >= 1000 && unit < SUFFIXES.length - 1) {
    size /= 1000;
    unit += 1;
  }
  return `${sign}${Number(size.toFixed(digits))}${SUFFIXES[unit]}`;
}
