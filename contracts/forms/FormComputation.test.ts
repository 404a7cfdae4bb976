import { describe, expect, it } from 'vitest';
import { FormComputation, daysOf } from './FormComputation.ts';
import type { FormDefinition, FormField } from './FormModel.ts';
import { FormDefaults } from './FormDefaults.ts';
import { leaveForm } from './testing/LeaveForm.ts';

const form = (...fields: Array<Record<string, unknown>>): FormDefinition => ({ schemaVersion: 1, fields: fields as FormField[] });

describe('FormComputation', () => {
  it('counts both ends of a range, and nothing for a range that is not one', () => {
    expect(daysOf(['2026-12-07', '2026-12-11'])).toBe(5);
    expect(daysOf(['2026-12-31', '2027-01-01'])).toBe(2);
    expect(daysOf(['2028-02-28', '2028-03-01'])).toBe(3);
    expect(daysOf(['2026-12-11', '2026-12-07'])).toBeNull();
    expect(daysOf(['2026-12-07'])).toBeNull();
    expect(daysOf(null)).toBeNull();
  });

  it("computes each row's columns from the row and the form, then the sums, then what uses the sums", () => {
    const definition = form(
      { key: 'rate', type: 'number', label: '汇率' },
      {
        key: 'lines',
        type: 'table',
        label: '明细',
        columns: [
          { key: 'price', type: 'money', label: '单价' },
          { key: 'qty', type: 'number', label: '数量' },
          { key: 'cny', type: 'computed', label: '折合', formula: 'price * qty * rate', resultType: 'money' },
        ],
      },
      { key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.cny)', resultType: 'money' },
      { key: 'withTax', type: 'computed', label: '含税', formula: 'total * 1.06', resultType: 'money' },
    );
    const values = new FormComputation(definition).apply({ rate: 7.1, lines: [{ price: 1.11, qty: 3 }, { price: 0.05, qty: 1 }, 'not a row'] });
    expect(values).toEqual({
      rate: 7.1,
      lines: [{ price: 1.11, qty: 3, cny: 23.64 }, { price: 0.05, qty: 1, cny: 0.36 }, 'not a row'],
      total: 24,
      withTax: 25.44,
    });
  });

  it('leaves the values it was given untouched', () => {
    const given = { period: ['2026-12-07', '2026-12-08'], days: 99 };
    const computed = new FormComputation(leaveForm()).apply(given);
    expect(computed.days).toBe(2);
    expect(given.days).toBe(99);
  });

  it('computes a chain of 100 fields whose formulas are as deep as the language allows, each naming the one before it deepest', () => {
    const fields: Array<Record<string, unknown>> = [{ key: 'c0', type: 'number', label: '起点' }];
    for (let i = 1; i < 100; i++) {
      const formula = `c${i - 1}${'+0'.repeat(240)}`;
      fields.push({ key: `c${i}`, type: 'computed', label: `第${i}`, formula: formula.slice(0, 500), precision: 0 });
    }
    const values = new FormComputation(form(...fields)).apply({ c0: 1 });
    expect(values.c99).toBe(1);
  });

  it('computes empty a formula that does not parse, or that depends on itself', () => {
    const definition = form({ key: 'a', type: 'computed', label: '甲', formula: 'b + 1' }, { key: 'b', type: 'computed', label: '乙', formula: 'a + 1' }, { key: 'c', type: 'computed', label: '丙', formula: '1 +' });
    expect(new FormComputation(definition).apply({})).toEqual({ a: null, b: null, c: null });
  });

  it('starts a new form with the defaults, today resolved, and its computed fields', () => {
    const definition = form(
      { key: 'day', type: 'date', label: '日期', defaultValue: 'today' },
      { key: 'count', type: 'number', label: '数量', defaultValue: 2 },
      { key: 'double', type: 'computed', label: '两倍', formula: 'count * 2' },
      { key: 'note', type: 'input', label: '备注' },
    );
    expect(FormDefaults.of(definition, '2026-11-28')).toEqual({ day: '2026-11-28', count: 2, double: 4 });
    expect(FormDefaults.of(definition)).toEqual({ count: 2, double: 4 });
  });
});
