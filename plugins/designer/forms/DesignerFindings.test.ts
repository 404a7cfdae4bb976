import { describe, expect, it } from 'vitest';
import { checkDefinition, fieldOfFinding } from './DesignerFindings.ts';
import type { FormDefinition } from './FormDesignApi.ts';

const FORM: FormDefinition = {
  schemaVersion: 1,
  titleField: 'missing',
  fields: [
    { key: 'days', type: 'computed', label: '天数' },
    { key: '1bad', type: 'input', label: '坏标识' },
    { key: 'lines', type: 'table', label: '明细', columns: [{ key: 'amount', type: 'money', label: '' }] },
  ],
};

describe('the designer’s findings', () => {
  it('places a finding on its field by key path, or by index path when the key itself is refused', () => {
    expect(fieldOfFinding({ path: 'fields[0].formula', key: 'days', code: 'FORMULA_MISSING', message: '' }, FORM)).toEqual({ key: 'days' });
    expect(fieldOfFinding({ path: 'fields[1].key', key: null, code: 'SCHEMA_KEY_FORMAT', message: '' }, FORM)).toEqual({ key: '1bad' });
    expect(fieldOfFinding({ path: 'fields[2].columns[0].label', key: null, code: 'SCHEMA_LENGTH', message: '' }, FORM)).toEqual({ key: 'amount', table: 'lines' });
    expect(fieldOfFinding({ path: 'titleField', key: null, code: 'TITLE_FIELD_INVALID', message: '' }, FORM)).toBeNull();
  });

  it('groups the form check’s findings by top-level field, a column’s under its 明细', () => {
    const placed = checkDefinition(FORM);
    expect(placed.all.length).toBeGreaterThan(0);
    expect([...placed.byKey.keys()].sort()).toEqual(['1bad', 'lines']);
    const sound = checkDefinition({ ...FORM, fields: [{ key: 'days', type: 'computed', label: '天数', formula: '1' }], titleField: 'nope' });
    expect(sound.byKey.get('days')).toBeUndefined();
    expect(sound.form.map((finding) => finding.code)).toEqual(['TITLE_FIELD_INVALID']);
  });
});
