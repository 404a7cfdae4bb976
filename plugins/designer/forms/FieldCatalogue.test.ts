import { describe, expect, it } from 'vitest';
import { FormDefinitionCheck } from '../../../contracts/forms/index.ts';
import { COLUMN_TYPES, PALETTE, newField, propertiesOf, type FieldProperty } from './FieldCatalogue.ts';
import type { FormField, FormFieldType } from './FormDesignApi.ts';

const CHECK = new FormDefinitionCheck();
const ALL_TYPES: FormFieldType[] = ['input', 'textarea', 'number', 'money', 'date', 'dateRange', 'time', 'select', 'radio', 'checkbox', 'switch', 'member', 'attachment', 'richText', 'table', 'computed', 'section', 'description'];

/** What the properties panel writes for each property it offers: a sound value for the type. */
function offered(field: FormField, property: FieldProperty): Partial<FormField> {
  switch (property) {
    case 'placeholder':
      return { placeholder: '请填写' };
    case 'required':
      return { required: true, requiredMessage: '必填' };
    case 'defaultValue':
      return {
        defaultValue: { input: '12', textarea: 'a', number: 1, money: 1.5, date: 'today', time: '09:00', select: '1', radio: '1', checkbox: ['1'], switch: true }[field.type as string],
      };
    case 'length':
      return { minLength: 1, maxLength: 100, lengthMessage: '长度不对' };
    case 'range':
      return field.type === 'table' ? { min: 1, max: 10, rangeMessage: '行数不对' } : { min: 0, max: 10, rangeMessage: '超出范围' };
    case 'precision':
      return { precision: 2 };
    case 'pattern':
      return { pattern: '^\\d+$', patternMessage: '只能是数字' };
    case 'options':
      return { options: [{ label: '甲', value: '1' }] };
    case 'multiple':
      // As the panel does: a single choice's default is no default of a multiple one.
      return { multiple: true, defaultValue: undefined };
    case 'memberKind':
      return { memberKind: 'dept' };
    case 'maxCount':
      return { maxCount: 3 };
    case 'columns':
      return { columns: [{ key: 'amount', type: 'money', label: '金额' }], sumColumns: ['amount'] };
    case 'formula':
      // As the panel does: money always has two decimals, so no precision of its own.
      return { formula: '1 + 2', resultType: 'money', precision: undefined };
    case 'text':
      return { text: '说明' };
  }
}

describe('the field catalogue', () => {
  it('offers every field type of form.yaml once', () => {
    expect(PALETTE.flatMap(({ types }) => types).sort()).toEqual([...ALL_TYPES].sort());
  });

  it('lets a 明细 have only the types the form check allows in one', () => {
    for (const type of COLUMN_TYPES) {
      const column = type === 'computed' ? { ...newField(type, 'c'), formula: '1' } : newField(type, 'c');
      const table: FormField = { key: 't', type: 'table', label: '明细', columns: [column] };
      expect(CHECK.check({ schemaVersion: 1, fields: [table] }).findings, type).toEqual([]);
    }
  });

  it('adds fields the form check accepts, but for a computed field’s formula, which only the administrator can write', () => {
    for (const type of ALL_TYPES) {
      const { findings } = CHECK.check({ schemaVersion: 1, fields: [newField(type, 'f')] });
      expect(findings.map((finding) => finding.code), type).toEqual(type === 'computed' ? ['FORMULA_MISSING'] : []);
    }
  });

  it('offers for each type only properties the form check accepts on it', () => {
    for (const type of ALL_TYPES) {
      let field = newField(type, 'f');
      for (const property of propertiesOf(type)) field = JSON.parse(JSON.stringify({ ...field, ...offered(field, property) })) as FormField;
      if (type === 'computed' && !field.formula) field.formula = '1';
      const { findings } = CHECK.check({ schemaVersion: 1, fields: [field] });
      expect(findings, `${type}: ${JSON.stringify(field)}`).toEqual([]);
    }
  });
});
