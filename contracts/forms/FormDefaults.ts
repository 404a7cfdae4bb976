import { FormComputation } from './FormComputation.ts';
import { holdsValue, type FormDefinition, type FormField, type FormValues } from './FormModel.ts';

/** The date default that means the day the form is filled in. */
export const TODAY = 'today';

/**
 * The values a new form starts with: each field's defaultValue (a date's `today` is the day
 * given), then the computed fields over them. The renderer starts a form with them; the value
 * check gives a field the starter cannot edit its default.
 */
export class FormDefaults {
  static of(definition: FormDefinition, today?: string): FormValues {
    const values: FormValues = {};
    for (const field of definition.fields) {
      if (!holdsValue(field) || field.type === 'computed') continue;
      const value = FormDefaults.valueOf(field, today);
      if (value !== null) values[field.key] = value;
    }
    return new FormComputation(definition).apply(values);
  }

  /** One field's default, null when it has none (or it is `today` and no day is given). */
  static valueOf(field: FormField, today?: string): unknown {
    const value = field.defaultValue;
    if (value === undefined || value === null) return null;
    if (field.type === 'date' && value === TODAY) return today ?? null;
    return structuredClone(value);
  }
}
