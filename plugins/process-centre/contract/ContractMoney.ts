/** Part 2 §5, §9: a contract is worth 0 to 9 999 999. */
export const MONEY_MIN = 0;
export const MONEY_MAX = 9999999;

/**
 * The amount as the field shows it: ¥, then the whole part in groups of three. Decimals stay as
 * typed (grouping them would turn 0.1234 into 0.1,234).
 */
export function formatMoney(value: string | number | undefined | null): string {
  if (value === undefined || value === null || value === '') return '';
  const [whole, fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `¥ ${fraction === undefined ? grouped : `${grouped}.${fraction}`}`;
}

/** The number behind what the user typed: no ¥, no separators. */
export function parseMoney(text: string | undefined): string {
  return (text ?? '').replace(/¥\s?|,|\s/g, '');
}
