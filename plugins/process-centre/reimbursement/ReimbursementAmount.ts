/** 0.01 to 999 999.99 yuan a line (the server's rule, demoself.yaml ReimbursementLine). */
export const AMOUNT_MIN = 0.01;
export const AMOUNT_MAX = 999999.99;
/** At most 50 lines a form (the server's rule). */
export const MAX_LINES = 50;

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];

/** A yuan amount in fen, rounded as the server rounds it; 0 for an empty line. */
export function centsOf(amount: number | null | undefined): number {
  return typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** The total the form shows: the lines' sum, in fen (exact, where yuan would drift). */
export function totalCents(lines: ReadonlyArray<{ amount?: number | null } | null | undefined> | undefined): number {
  return (lines ?? []).reduce((sum, line) => sum + centsOf(line?.amount), 0);
}

/** ¥ 1,234.50: always two decimals, thousands grouped. */
export function formatYuan(cents: number): string {
  const [whole, fraction] = (cents / 100).toFixed(2).split('.');
  return `¥ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** One four-digit section (1–9999) in capitals, zeros inside it read once. */
function section(value: number): string {
  let text = '';
  let zero = false;
  for (let position = 3; position >= 0; position--) {
    const digit = Math.floor(value / 10 ** position) % 10;
    if (digit === 0) {
      if (text) zero = true;
      continue;
    }
    if (zero) text += '零';
    zero = false;
    text += DIGITS[digit] + UNITS[position];
  }
  return text;
}

/**
 * The amount in capitals, as a Chinese reimbursement form writes it (大写金额): 玖佰捌拾叁元贰角伍分,
 * 壹仟元整, 壹万零伍元壹角. Whole yuan end in 整; after 角 nothing is added.
 */
export function uppercaseYuan(cents: number): string {
  if (cents <= 0) return '零元整';
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  let text = '';
  if (yuan > 0) {
    const sections: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) sections.push(rest % 10000);
    let zero = false;
    for (let index = sections.length - 1; index >= 0; index--) {
      const value = sections[index];
      if (value === 0) {
        zero = text !== '';
        continue;
      }
      // A lower section under a thousand, or after an empty one, is read with a 零 before it.
      if (text && (zero || value < 1000)) text += '零';
      zero = false;
      text += section(value) + SECTIONS[index];
    }
    text += '元';
  }
  if (jiao === 0 && fen === 0) return `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (yuan > 0) text += '零';
  if (fen > 0) text += `${DIGITS[fen]}分`;
  return text;
}
