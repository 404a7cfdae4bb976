import { describe, expect, it } from 'vitest';
import { designedSamples } from '../testing/DesignedFormSamples.ts';
import { fieldPathOf, initialValuesOf, initialRowOf, todayText } from './DesignedValues.ts';

describe("a designed form's first values", () => {
  it("are the defaults: a date's today is the day the form opens, a switch is off unless it says, a required 明细 has one row", () => {
    const values = initialValuesOf(designedSamples.everyType(), undefined, '2026-11-28');
    expect(values.day).toBe('2026-11-28');
    expect(values.hotel).toBe(true);
    expect(values.lines).toEqual([{}]);
    expect(values).not.toHaveProperty('total');
    expect(values).not.toHaveProperty('basics');
    expect(initialValuesOf(designedSamples.leave(), undefined, '2026-11-28')).toEqual({ urgent: false });
  });

  it('are the stored ones when an instance is shown, copied so the form never writes into them', () => {
    const stored = { title: '年假', lines: [{ item: '车票' }] };
    const values = initialValuesOf(designedSamples.leave(), stored);
    expect(values).toEqual(stored);
    expect(values.lines).not.toBe(stored.lines);
  });

  it("starts a 明细's row with its columns' defaults", () => {
    const table = { key: 't', type: 'table' as const, label: '明细', columns: [{ key: 'n', type: 'number' as const, label: '数', defaultValue: 1 }, { key: 'c', type: 'computed' as const, label: '计', formula: 'n' }] };
    expect(initialRowOf(table)).toEqual({ n: 1 });
  });

  it('writes today as yyyy-MM-dd', () => {
    expect(todayText(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe("a server's field error", () => {
  it('names a field, or a cell of a 明细 by row and column', () => {
    expect(fieldPathOf({ key: 'reason' })).toEqual(['reason']);
    expect(fieldPathOf({ key: 'lines[3].amount' })).toEqual(['lines', 3, 'amount']);
  });
});
