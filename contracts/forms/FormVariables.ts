import { isMultipleChoice, isRecord, own, type FormDefinition, type FormField, type FormValues } from './FormModel.ts';

/** A process variable's value as a designed form sets it. */
export type FormVariableValue = string | number | boolean | string[] | number[] | null;

/** Types that set no variable: their values are too large or too structured for a condition. */
const NO_VARIABLE = new Set(['table', 'attachment', 'richText', 'section', 'description']);

/**
 * The process variables a designed form sets when it starts a process or completes a task, so
 * that flow conditions (`${days > 3}`) branch on its fields. Every field that sets one sets it
 * even when empty (null, [] or false), so a condition never meets an unknown variable:
 * - number, money, computed → number (null when empty);
 * - input, textarea, select, radio, date, time → string;
 * - switch → boolean (false when empty);
 * - checkbox, multiple select → string[];
 * - dateRange → `<key>Start` and `<key>End` strings;
 * - member → the id (a single picker) or the ids (a multiple one);
 * - 明细, attachment, rich text, section, description → none.
 */
export class FormVariables {
  /** The names a condition may use, in field order. */
  static variableNames(definition: FormDefinition): string[] {
    return definition.fields.flatMap((field) => FormVariables.#names(field));
  }

  /** The variables of some (checked) values. */
  static variablesOf(definition: FormDefinition, values: FormValues): Record<string, FormVariableValue> {
    const variables: Record<string, FormVariableValue> = {};
    for (const field of definition.fields) {
      if (NO_VARIABLE.has(field.type)) continue;
      const value = own(values, field.key);
      switch (field.type) {
        case 'number':
        case 'money':
        case 'computed':
          variables[field.key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
          break;
        case 'switch':
          variables[field.key] = value === true;
          break;
        case 'dateRange': {
          const [start, end] = Array.isArray(value) ? value : [];
          variables[`${field.key}Start`] = typeof start === 'string' ? start : null;
          variables[`${field.key}End`] = typeof end === 'string' ? end : null;
          break;
        }
        case 'member': {
          const ids = Array.isArray(value) ? value.filter(isRecord).map((member) => member.id).filter((id): id is number => typeof id === 'number') : [];
          variables[field.key] = field.multiple ? ids : (ids[0] ?? null);
          break;
        }
        default:
          if (isMultipleChoice(field)) variables[field.key] = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
          else variables[field.key] = typeof value === 'string' ? value : null;
      }
    }
    return variables;
  }

  static #names(field: FormField): string[] {
    if (NO_VARIABLE.has(field.type)) return [];
    return field.type === 'dateRange' ? [`${field.key}Start`, `${field.key}End`] : [field.key];
  }
}
