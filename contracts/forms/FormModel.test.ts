import { describe, expect, it } from 'vitest';
import { APPLICABLE_PROPERTIES, FORM_LIMITS, dayNumberOf, jsonBytes, maxLengthOf, precisionOf, rowBoundsOf, spanOf } from './FormModel.ts';

describe('FormModel', () => {
  it('gives a field its span: its own, else 4 for the wide types and 2 for the others', () => {
    expect(spanOf({ type: 'input' })).toBe(2);
    expect(spanOf({ type: 'input', span: 1 })).toBe(1);
    for (const type of ['table', 'richText', 'section', 'description'] as const) expect(spanOf({ type }), type).toBe(4);
  });

  it('reads precision, caps and row bounds as the README states them', () => {
    expect(precisionOf({ type: 'money', precision: 4 })).toBe(2);
    expect(precisionOf({ type: 'number' })).toBe(FORM_LIMITS.defaultPrecision);
    expect(precisionOf({ type: 'computed' })).toBe(2);
    expect(precisionOf({ type: 'computed', resultType: 'money', precision: 0 })).toBe(2);
    expect(maxLengthOf({ type: 'input' })).toBe(500);
    expect(maxLengthOf({ type: 'textarea', maxLength: 9000 })).toBe(5000);
    expect(maxLengthOf({ type: 'richText' })).toBe(20000);
    expect(rowBoundsOf({ required: true })).toEqual({ min: 1, max: 200 });
    expect(rowBoundsOf({ min: 3, max: 500 })).toEqual({ min: 3, max: 200 });
  });

  it('reads real dates only', () => {
    expect(dayNumberOf('1970-01-02')).toBe(1);
    expect(dayNumberOf('2024-02-29')).not.toBeNull();
    expect(dayNumberOf('2023-02-29')).toBeNull();
    expect(dayNumberOf('0050-01-01')).toBeNull();
    expect(dayNumberOf(20240101)).toBeNull();
  });

  it('counts JSON in UTF-8 bytes', () => {
    expect(jsonBytes('a')).toBe(3);
    expect(jsonBytes('字')).toBe(5);
    expect(jsonBytes('𠀀')).toBe(6);
    expect(jsonBytes({ é: 1 })).toBe(8);
  });

  it('offers the designer no property twice, and no common property per type', () => {
    for (const [type, properties] of Object.entries(APPLICABLE_PROPERTIES)) {
      expect(new Set(properties).size, type).toBe(properties.length);
      expect(properties.some((property) => ['key', 'type', 'label', 'span'].includes(property)), type).toBe(false);
    }
  });
});
