/**
 * An exact rational number (BigInt numerator over a positive denominator) for formulas: a
 * number a user typed is read from its decimal text (0.1 is exactly 1/10, not the double
 * nearest to it), so sums and products of amounts are exact and 0.1 + 0.2 is 0.3, and only
 * the final `round` turns the result back into a double. Division stays exact too.
 */
export class FormDecimal {
  private constructor(
    readonly numerator: bigint,
    readonly denominator: bigint,
  ) {}

  static readonly ZERO = new FormDecimal(0n, 1n);

  static of(numerator: bigint, denominator = 1n): FormDecimal {
    if (denominator === 0n) throw new RangeError('denominator 0');
    if (denominator < 0n) {
      numerator = -numerator;
      denominator = -denominator;
    }
    const divisor = gcd(numerator < 0n ? -numerator : numerator, denominator);
    return divisor > 1n ? new FormDecimal(numerator / divisor, denominator / divisor) : new FormDecimal(numerator, denominator);
  }

  /** The decimal a finite double prints as (`String(0.1)` is "0.1"): what the user typed. */
  static fromNumber(value: number): FormDecimal {
    if (!Number.isFinite(value)) throw new RangeError(`not finite: ${value}`);
    return FormDecimal.parse(String(value));
  }

  /** `12`, `-0.25`, `1e+21`, `1.5e-7`. */
  static parse(text: string): FormDecimal {
    const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text);
    if (!match) throw new RangeError(`not a decimal: ${text}`);
    const [, sign, whole, fraction = '', exponentText = '0'] = match;
    const exponent = Number(exponentText) - fraction.length;
    let numerator = BigInt(whole + fraction);
    let denominator = 1n;
    if (exponent >= 0) numerator *= 10n ** BigInt(exponent);
    else denominator = 10n ** BigInt(-exponent);
    return FormDecimal.of(sign === '-' ? -numerator : numerator, denominator);
  }

  plus(other: FormDecimal): FormDecimal {
    return FormDecimal.of(this.numerator * other.denominator + other.numerator * this.denominator, this.denominator * other.denominator);
  }

  minus(other: FormDecimal): FormDecimal {
    return this.plus(other.negated());
  }

  times(other: FormDecimal): FormDecimal {
    return FormDecimal.of(this.numerator * other.numerator, this.denominator * other.denominator);
  }

  /** Null when dividing by zero: a formula's result is then empty, never Infinity. */
  dividedBy(other: FormDecimal): FormDecimal | null {
    if (other.numerator === 0n) return null;
    return FormDecimal.of(this.numerator * other.denominator, this.denominator * other.numerator);
  }

  negated(): FormDecimal {
    return new FormDecimal(-this.numerator, this.denominator);
  }

  compare(other: FormDecimal): number {
    const difference = this.numerator * other.denominator - other.numerator * this.denominator;
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  }

  /** Rounded to `decimals` places, halves away from zero (四舍五入: 2.345 → 2.35, -2.345 → -2.35). */
  round(decimals: number): FormDecimal {
    const scale = 10n ** BigInt(decimals);
    const negative = this.numerator < 0n;
    const magnitude = (negative ? -this.numerator : this.numerator) * scale;
    let quotient = magnitude / this.denominator;
    if ((magnitude % this.denominator) * 2n >= this.denominator) quotient += 1n;
    return FormDecimal.of(negative ? -quotient : quotient, scale);
  }

  /** The decimal text of a value already rounded (its denominator a power of ten), e.g. "0.3". */
  toFixedText(decimals: number): string {
    const rounded = this.round(decimals);
    const scale = 10n ** BigInt(decimals);
    const scaled = (rounded.numerator * scale) / rounded.denominator;
    const negative = scaled < 0n;
    const digits = (negative ? -scaled : scaled).toString().padStart(decimals + 1, '0');
    const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
    return negative ? `-${text}` : text;
  }

  /** The double nearest to the value rounded to `decimals` places (the decimal text read back). */
  toNumber(decimals: number): number {
    const value = Number(this.toFixedText(decimals));
    return Object.is(value, -0) ? 0 : value;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
