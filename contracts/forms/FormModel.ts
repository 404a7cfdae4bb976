import type { components } from '../generated/form.ts';

export type FormDefinition = components['schemas']['FormDefinition'];
export type FormField = components['schemas']['FormField'];
export type FormFieldType = components['schemas']['FormFieldType'];
export type FormOption = components['schemas']['FormOption'];
export type FormValues = components['schemas']['FormValues'];
export type FormMember = components['schemas']['FormMember'];
export type FormAttachment = components['schemas']['FormAttachment'];
export type FormFieldError = components['schemas']['FormFieldError'];

/** The limits a definition and its values keep (README: Limits); the schema states the structural ones too. */
export const FORM_LIMITS = {
  fields: 100,
  columns: 20,
  options: 200,
  rows: 200,
  /** Characters (code points) of a single-line text, a multi-line text and a rich text's text. */
  inputLength: 500,
  textareaLength: 5000,
  richTextLength: 20000,
  attachments: 20,
  /** Files an attachment field holds when it sets no maxCount. */
  defaultAttachments: 5,
  members: 50,
  /** UTF-8 bytes of a form's values as JSON. */
  valuesBytes: 512 * 1024,
  /** UTF-8 bytes of a definition as JSON. */
  definitionBytes: 256 * 1024,
  /** Decimals a number field keeps when it sets no precision. */
  defaultPrecision: 6,
  /** Decimals a computed number shows when it sets no precision. */
  defaultComputedPrecision: 2,
  /** The largest magnitude of a number or amount: beyond it a double no longer holds every cent. */
  magnitude: 1e13,
  /** Nesting of a definition's JSON (a 明细 column's option is at 7) and of a form's values (a rich text's lists in lists). */
  definitionDepth: 16,
  valuesDepth: 64,
  /** Errors a value check reports at most (a refusal stays a refusal; a forged body cannot make a huge answer). */
  errors: 1000,
  /** Characters of a dictionary option's value. */
  dictionaryValueLength: 100,
} as const;

/** Field types that hold no value: layout only. */
export const LAYOUT_TYPES: ReadonlySet<FormFieldType> = new Set(['section', 'description']);
/** Field types whose value is a number a formula may use. */
export const NUMERIC_TYPES: ReadonlySet<FormFieldType> = new Set(['number', 'money', 'computed']);
/** Field types whose value is one or several of the field's options. */
export const CHOICE_TYPES: ReadonlySet<FormFieldType> = new Set(['select', 'radio', 'checkbox']);
/** Field types a 明细's column may not have. */
export const NOT_COLUMN_TYPES: ReadonlySet<FormFieldType> = new Set(['table', 'richText', 'attachment', 'member', 'section', 'description']);

/** The properties every field takes. */
export const COMMON_PROPERTIES = ['key', 'type', 'label', 'span'] as const;

/**
 * The properties each type takes besides the common ones: the designer's property panel offers
 * these, and the definition check refuses any other (even `required: false` on a switch).
 */
export const APPLICABLE_PROPERTIES: Readonly<Record<FormFieldType, readonly (keyof FormField)[]>> = {
  input: ['placeholder', 'required', 'requiredMessage', 'defaultValue', 'minLength', 'maxLength', 'lengthMessage', 'pattern', 'patternMessage'],
  textarea: ['placeholder', 'required', 'requiredMessage', 'defaultValue', 'minLength', 'maxLength', 'lengthMessage'],
  number: ['placeholder', 'required', 'requiredMessage', 'defaultValue', 'min', 'max', 'rangeMessage', 'precision'],
  money: ['placeholder', 'required', 'requiredMessage', 'defaultValue', 'min', 'max', 'rangeMessage'],
  date: ['placeholder', 'required', 'requiredMessage', 'defaultValue'],
  dateRange: ['required', 'requiredMessage', 'defaultValue'],
  time: ['placeholder', 'required', 'requiredMessage', 'defaultValue'],
  select: ['placeholder', 'required', 'requiredMessage', 'defaultValue', 'options', 'dictType', 'multiple'],
  radio: ['required', 'requiredMessage', 'defaultValue', 'options', 'dictType'],
  checkbox: ['required', 'requiredMessage', 'defaultValue', 'options', 'dictType'],
  switch: ['defaultValue'],
  member: ['placeholder', 'required', 'requiredMessage', 'multiple', 'memberKind'],
  attachment: ['required', 'requiredMessage', 'maxCount'],
  richText: ['required', 'requiredMessage', 'minLength', 'maxLength', 'lengthMessage'],
  table: ['required', 'requiredMessage', 'min', 'max', 'rangeMessage', 'columns', 'sumColumns'],
  computed: ['formula', 'resultType', 'precision', 'min', 'max', 'rangeMessage'],
  section: [],
  description: ['text'],
};

/** Types that take the whole row of the grid when they set no span. */
const WIDE_TYPES: ReadonlySet<FormFieldType> = new Set(['table', 'richText', 'section', 'description']);

/** Columns of the four-column grid a field takes: its span, else 4 for a 明细, rich text, section and description, 2 for the others. */
export function spanOf(field: Pick<FormField, 'type' | 'span'>): number {
  return field.span ?? (WIDE_TYPES.has(field.type) ? 4 : 2);
}

/** Words of JUEL (the condition language) a key cannot be: a condition could not name the variable. */
export const JUEL_KEYWORDS: ReadonlySet<string> = new Set([
  'empty', 'and', 'or', 'not', 'div', 'mod', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'true', 'false', 'null', 'instanceof',
]);

/** Names JavaScript objects already have: a key so called could change or read an object's prototype. */
export const OBJECT_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** Whether the field holds a value (every type but a section and a description). */
export function holdsValue(field: Pick<FormField, 'type'>): boolean {
  return !LAYOUT_TYPES.has(field.type);
}

/** Whether the field holds several choices: a checkbox, or a select marked multiple. */
export function isMultipleChoice(field: Pick<FormField, 'type' | 'multiple'>): boolean {
  return field.type === 'checkbox' || (field.type === 'select' && field.multiple === true);
}

/** The decimals a numeric field's value keeps. */
export function precisionOf(field: Pick<FormField, 'type' | 'precision' | 'resultType'>): number {
  if (field.type === 'money' || (field.type === 'computed' && field.resultType === 'money')) return 2;
  if (field.type === 'computed') return field.precision ?? FORM_LIMITS.defaultComputedPrecision;
  return field.precision ?? FORM_LIMITS.defaultPrecision;
}

/** The most characters a text field takes: its maxLength, else its type's cap. */
export function maxLengthOf(field: Pick<FormField, 'type' | 'maxLength'>): number {
  const cap = field.type === 'input' ? FORM_LIMITS.inputLength : field.type === 'textarea' ? FORM_LIMITS.textareaLength : FORM_LIMITS.richTextLength;
  return Math.min(field.maxLength ?? cap, cap);
}

/** The fewest and most rows of a 明细: min/max, else 0 (1 when required) and the cap. */
export function rowBoundsOf(field: Pick<FormField, 'min' | 'max' | 'required'>): { min: number; max: number } {
  const min = Math.max(field.min ?? 0, field.required ? 1 : 0);
  return { min, max: Math.min(field.max ?? FORM_LIMITS.rows, FORM_LIMITS.rows) };
}

/** UTF-8 bytes of a value as JSON (how the size limits count). */
export function jsonBytes(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Days since 1970-01-01 of a `yyyy-MM-dd` that is a real date, else null. */
export function dayNumberOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (year < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time / 86_400_000;
}

/** Whether a value is a plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value's own property (never one inherited from Object.prototype, such as `constructor`). */
export function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Whether a JSON value nests deeper than `max` (arrays and objects; the value itself is level
 * 1). Walked without recursion, so that a value nested a hundred thousand deep is refused
 * before anything recursive (JSON.stringify, the generated validator) overflows the stack on it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}
