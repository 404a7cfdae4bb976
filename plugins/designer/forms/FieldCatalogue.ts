import { FORM_LIMITS, LAYOUT_TYPES, NOT_COLUMN_TYPES, NUMERIC_TYPES } from '../../../contracts/forms/index.ts';
import type { FormField, FormFieldType } from './FormDesignApi.ts';
import { zhCN } from './zhCN.ts';

export { LAYOUT_TYPES, NUMERIC_TYPES };

/** The form layer's limits: fields in a form, columns in a 明细, options of a choice field. */
export const MAX_FIELDS = FORM_LIMITS.fields;
export const MAX_COLUMNS = FORM_LIMITS.columns;
export const MAX_OPTIONS = FORM_LIMITS.options;
/** form.yaml FormField.key's maxLength. */
export const KEY_MAX_LENGTH = 40;

export type PaletteGroup = 'basic' | 'choice' | 'advanced' | 'layout';

/** The palette: every FormFieldType of form.yaml, in the order an administrator looks for them. */
export const PALETTE: ReadonlyArray<{ group: PaletteGroup; types: readonly FormFieldType[] }> = [
  { group: 'basic', types: ['input', 'textarea', 'number', 'money', 'date', 'dateRange', 'time'] },
  { group: 'choice', types: ['select', 'radio', 'checkbox', 'switch'] },
  { group: 'advanced', types: ['member', 'attachment', 'richText', 'table', 'computed'] },
  { group: 'layout', types: ['section', 'description'] },
];

/** What a 明细 column may be (form.yaml FormField.columns), in the palette's order. */
export const COLUMN_TYPES: readonly FormFieldType[] = PALETTE.flatMap(({ types }) => types).filter((type) => !NOT_COLUMN_TYPES.has(type));

/** Types that take the whole row unless told otherwise (form.yaml FormField.span). */
const FULL_ROW: ReadonlySet<FormFieldType> = new Set(['table', 'richText', 'section', 'description']);

/**
 * Which properties of FormField the properties panel offers for a type: the ones form.yaml says
 * apply to it (FormDefinitionCheck refuses the others, so the panel never writes them).
 */
export type FieldProperty =
  | 'placeholder'
  | 'required'
  | 'defaultValue'
  | 'length'
  | 'range'
  | 'precision'
  | 'pattern'
  | 'options'
  | 'multiple'
  | 'memberKind'
  | 'maxCount'
  | 'columns'
  | 'formula'
  | 'text';

const PROPERTIES: Record<FormFieldType, readonly FieldProperty[]> = {
  input: ['placeholder', 'required', 'defaultValue', 'length', 'pattern'],
  textarea: ['placeholder', 'required', 'defaultValue', 'length'],
  number: ['placeholder', 'required', 'defaultValue', 'range', 'precision'],
  money: ['placeholder', 'required', 'defaultValue', 'range'],
  date: ['placeholder', 'required', 'defaultValue'],
  dateRange: ['required'],
  time: ['placeholder', 'required', 'defaultValue'],
  select: ['placeholder', 'required', 'defaultValue', 'options', 'multiple'],
  radio: ['required', 'defaultValue', 'options'],
  checkbox: ['required', 'defaultValue', 'options'],
  switch: ['defaultValue'],
  member: ['placeholder', 'required', 'multiple', 'memberKind'],
  attachment: ['required', 'maxCount'],
  richText: ['required', 'length'],
  table: ['required', 'range', 'columns'],
  computed: ['range', 'precision', 'formula'],
  section: [],
  description: ['text'],
};

export function propertiesOf(type: FormFieldType): readonly FieldProperty[] {
  return PROPERTIES[type];
}

export function defaultSpan(type: FormFieldType): number {
  return FULL_ROW.has(type) ? 4 : 2;
}

/** The columns a field takes on the four-column grid. */
export function spanOf(field: FormField): number {
  return field.span ?? defaultSpan(field.type);
}

/** A new field of a type, under a key free in its scope: what a palette click or drop adds. */
export function newField(type: FormFieldType, key: string): FormField {
  const field: FormField = { key, type, label: zhCN.types[type], span: defaultSpan(type) };
  switch (type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      field.options = [1, 2].map((n) => ({ label: zhCN.defaults.option(n), value: String(n) }));
      break;
    case 'table':
      field.columns = [{ key: 'item', type: 'input', label: zhCN.defaults.column, span: 2 }];
      break;
    case 'description':
      field.text = zhCN.defaults.descriptionText;
      break;
    default:
      break;
  }
  return field;
}

/** The first `<type><n>` no field of the scope uses (keys are variable names: letters and digits). */
export function freeKey(base: string, taken: ReadonlySet<string>): string {
  const stem = base.slice(0, KEY_MAX_LENGTH - 3);
  for (let n = 1; ; n += 1) {
    const key = `${stem}${n}`;
    if (!taken.has(key)) return key;
  }
}
