import { FormDefaults } from '../../../contracts/forms/index.ts';
import type { FormDefinition, FormField, FormFieldError, FormValues } from '../ProcessCentreApi.ts';

/** Fields that hold no value (form.yaml FormFieldType). */
const VALUELESS: ReadonlySet<FormField['type']> = new Set(['section', 'description']);

/** A default as the form holds it (contracts/forms FormDefaults: a date's `today` is the day the form opens); a switch is off without one. */
function defaultOf(field: FormField, today: string): unknown {
  const value = FormDefaults.valueOf(field, today);
  return value === null ? (field.type === 'switch' ? false : undefined) : value;
}

/** A new row of a 明细: its columns' defaults. */
export function initialRowOf(table: FormField, today: string = todayText()): FormValues {
  const row: FormValues = {};
  for (const column of table.columns ?? []) {
    if (VALUELESS.has(column.type) || column.type === 'computed') continue;
    const value = defaultOf(column, today);
    if (value !== undefined) row[column.key] = value;
  }
  return row;
}

/** yyyy-MM-dd of the browser's today: a date default `today`. */
export function todayText(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * What a form starts with: the values given (a stored instance's) where there are some, else each
 * field's default; a 明细 starts with the rows its min asks for, one if it is required.
 */
export function initialValuesOf(definition: FormDefinition, values: FormValues | undefined, today: string = todayText()): FormValues {
  if (values) return structuredClone(values);
  const initial: FormValues = {};
  for (const field of definition.fields) {
    if (VALUELESS.has(field.type) || field.type === 'computed') continue;
    if (field.type === 'table') {
      const rows = Math.max(field.min ?? 0, field.required ? 1 : 0);
      initial[field.key] = Array.from({ length: rows }, () => initialRowOf(field, today));
      continue;
    }
    const value = defaultOf(field, today);
    if (value !== undefined) initial[field.key] = value;
  }
  return initial;
}

/** Where a server's FormFieldError belongs in the form: `lines[2].amount` is ['lines', 2, 'amount']. */
export function fieldPathOf(error: Pick<FormFieldError, 'key'>): (string | number)[] {
  const cell = /^([A-Za-z_][A-Za-z0-9_]*)\[(\d+)\]\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(error.key);
  return cell ? [cell[1], Number(cell[2]), cell[3]] : [error.key];
}
