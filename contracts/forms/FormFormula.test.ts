import { describe, expect, it } from 'vitest';
import { FormDecimal } from './FormDecimal.ts';
import { FORMULA_LIMITS, FormFormula, type FormFormulaError, type FormulaScope } from './FormFormula.ts';

/** A scope over plain numbers (null: empty), ranges by their days, and sums given whole. */
function scope(numbers: Record<string, number | null> = {}, days: Record<string, number | null> = {}, sums: Record<string, number[]> = {}): FormulaScope {
  return {
    number: (key) => (numbers[key] === undefined || numbers[key] === null ? null : FormDecimal.fromNumber(numbers[key])),
    days: (key) => days[key] ?? null,
    sum: (table, column) => {
      const cells = sums[`${table}.${column}`] ?? [];
      return { total: cells.reduce((total, cell) => total.plus(FormDecimal.fromNumber(cell)), FormDecimal.ZERO), present: cells.length > 0 };
    },
  };
}

const evaluate = (text: string, given: FormulaScope = scope(), decimals = 6): number | null => FormFormula.parse(text).evaluate(given)?.toNumber(decimals) ?? null;

function parseError(text: string): FormFormulaError {
  const result = FormFormula.tryParse(text);
  if (result.formula) throw new Error(`parsed: ${text}`);
  return result.error;
}

describe('FormFormula', () => {
  it('computes with the usual precedence, brackets and unary minus', () => {
    expect(evaluate('1 + 2 * 3')).toBe(7);
    expect(evaluate('(1 + 2) * 3')).toBe(9);
    expect(evaluate('10 - 4 - 3')).toBe(3);
    expect(evaluate('12 / 4 / 3')).toBe(1);
    expect(evaluate('-2 * -3')).toBe(6);
    expect(evaluate('-(1 + 2)')).toBe(-3);
    expect(evaluate('+5')).toBe(5);
  });

  it('adds amounts exactly: 0.1 + 0.2 is 0.3, and a long sum of cents loses none', () => {
    expect(evaluate('0.1 + 0.2', scope(), 2)).toBe(0.3);
    expect(evaluate('a + b', scope({ a: 0.1, b: 0.2 }))).toBe(0.3);
    const cents = Array.from({ length: 200 }, () => 0.01);
    expect(evaluate('sum(lines.amount)', scope({}, {}, { 'lines.amount': cents }), 2)).toBe(2);
    expect(evaluate('1.15 * 100', scope(), 2)).toBe(115);
    expect(evaluate('1 / 3 * 3')).toBe(1);
  });

  it('rounds half away from zero, in round() and at the end', () => {
    expect(evaluate('round(2.345, 2)')).toBe(2.35);
    expect(evaluate('round(-2.345, 2)')).toBe(-2.35);
    expect(evaluate('round(2.5)')).toBe(3);
    expect(evaluate('1.005', scope(), 2)).toBe(1.01);
    expect(evaluate('2 / 3', scope(), 2)).toBe(0.67);
  });

  it('takes the least and the greatest of several operands', () => {
    expect(evaluate('min(3, 1, 2)')).toBe(1);
    expect(evaluate('max(a, b * 2)', scope({ a: 5, b: 4 }))).toBe(8);
  });

  it('counts the days of a range and sums a 明细 column', () => {
    expect(evaluate('days(period)', scope({}, { period: 5 }))).toBe(5);
    expect(evaluate('days(period) - 0.5', scope({}, { period: 2 }))).toBe(1.5);
    expect(evaluate('sum(lines.amount) * 2', scope({}, {}, { 'lines.amount': [1.5, 2.25] }))).toBe(7.5);
  });

  it('is empty while nothing it names has a value, and counts the empty ones as 0 once something has', () => {
    expect(evaluate('a + b', scope())).toBeNull();
    expect(evaluate('days(period)', scope())).toBeNull();
    expect(evaluate('sum(lines.amount)', scope())).toBeNull();
    expect(evaluate('a + b', scope({ a: 2 }))).toBe(2);
    expect(evaluate('3 * 4')).toBe(12);
  });

  it('is empty when it divides by zero, never Infinity', () => {
    expect(evaluate('a / b', scope({ a: 1, b: 0 }))).toBeNull();
    expect(evaluate('1 / (2 - 2)')).toBeNull();
    expect(evaluate('min(1 / 0, 2)')).toBeNull();
  });

  it('names what it references, each once, in order', () => {
    expect(FormFormula.parse('a + b * a + days(period) + sum(lines.amount) + round(c, 2)').references()).toEqual([
      { kind: 'field', key: 'a' },
      { kind: 'field', key: 'b' },
      { kind: 'range', key: 'period' },
      { kind: 'column', table: 'lines', column: 'amount' },
      { kind: 'field', key: 'c' },
    ]);
  });

  it('lets a key be called like a function when it is not called', () => {
    expect(FormFormula.parse('days + sum').references()).toEqual([
      { kind: 'field', key: 'days' },
      { kind: 'field', key: 'sum' },
    ]);
  });

  it('refuses what is not a formula, saying where', () => {
    expect(parseError('').code).toBe('empty');
    expect(parseError('   ').code).toBe('empty');
    expect(parseError('a + ').code).toBe('unexpectedEnd');
    expect(parseError('(a + b').code).toBe('unexpectedEnd');
    expect(parseError('a + b)').code).toBe('unexpectedToken');
    expect(parseError('a b').code).toBe('unexpectedToken');
    expect(parseError('a ^ 2')).toMatchObject({ code: 'unexpectedCharacter', position: 2, message: '第 3 个字符“^”无法识别' });
    expect(parseError('a（b）').code).toBe('unexpectedCharacter');
    expect(parseError('2a').code).toBe('unexpectedCharacter');
    expect(parseError('1.2.3').code).toBe('unexpectedCharacter');
    expect(parseError('pow(a, 2)')).toMatchObject({ code: 'unknownFunction', message: '不支持函数 pow()，可用 days、sum、round、min、max' });
    expect(parseError('a.b').code).toBe('unexpectedToken');
  });

  it('refuses functions called with the wrong arguments', () => {
    expect(parseError('days(1)').code).toBe('unexpectedToken');
    expect(parseError('days(a, b)').code).toBe('unexpectedToken');
    expect(parseError('sum(lines)').code).toBe('unexpectedToken');
    expect(parseError('sum(lines.amount.x)').code).toBe('unexpectedToken');
    expect(parseError('round(a, b)').code).toBe('arguments');
    expect(parseError('round(a, 1.5)').code).toBe('arguments');
    expect(parseError(`round(a, ${FORMULA_LIMITS.roundDecimals + 1})`).code).toBe('arguments');
    expect(parseError('round(a, 2, 3)').code).toBe('unexpectedToken');
    expect(parseError('min(a)').code).toBe('arguments');
    expect(parseError(`max(${Array.from({ length: FORMULA_LIMITS.operands + 1 }, () => '1').join(',')})`).code).toBe('arguments');
  });

  it('bounds the text and the nesting', () => {
    expect(parseError('1+'.repeat(300) + '1').code).toBe('tooLong');
    expect(parseError('('.repeat(FORMULA_LIMITS.depth + 2) + '1' + ')'.repeat(FORMULA_LIMITS.depth + 2)).code).toBe('tooDeep');
    expect(parseError('-'.repeat(FORMULA_LIMITS.depth + 2) + '1').code).toBe('tooDeep');
    expect(evaluate('('.repeat(FORMULA_LIMITS.depth) + '1' + ')'.repeat(FORMULA_LIMITS.depth))).toBe(1);
  });
});

describe('FormDecimal', () => {
  it('reads a double as the decimal it prints as, exponents included', () => {
    expect(FormDecimal.fromNumber(0.1).toFixedText(3)).toBe('0.100');
    expect(FormDecimal.fromNumber(1e21).toFixedText(0)).toBe('1000000000000000000000');
    expect(FormDecimal.fromNumber(1.5e-7).toFixedText(8)).toBe('0.00000015');
    expect(FormDecimal.fromNumber(-0.005).toFixedText(2)).toBe('-0.01');
    expect(FormDecimal.fromNumber(-0.004).toNumber(2)).toBe(0);
    expect(Object.is(FormDecimal.fromNumber(-0.004).toNumber(2), -0)).toBe(false);
    expect(() => FormDecimal.fromNumber(Infinity)).toThrow(RangeError);
  });

  it('compares exactly', () => {
    expect(FormDecimal.parse('0.30').compare(FormDecimal.fromNumber(0.1).plus(FormDecimal.fromNumber(0.2)))).toBe(0);
    expect(FormDecimal.parse('-1').compare(FormDecimal.ZERO)).toBe(-1);
  });
});
