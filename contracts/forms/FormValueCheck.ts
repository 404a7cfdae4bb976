import { DEFAULT_RICH_TEXT_LIMITS, RichTextDocumentCheck } from '../richtext/RichTextDocumentCheck.ts';
import { plainTextOf } from '../richtext/RichTextDocument.ts';
import { FormComputation, daysOf } from './FormComputation.ts';
import { FormDecimal } from './FormDecimal.ts';
import { FormDefaults } from './FormDefaults.ts';
import { FormPattern } from './FormPattern.ts';
import type { FormFieldRule, FormFieldRuleSet } from './FormFieldRules.ts';
import {
  CHOICE_TYPES,
  FORM_LIMITS,
  dayNumberOf,
  holdsValue,
  isMultipleChoice,
  isRecord,
  jsonBytes,
  nestsDeeperThan,
  own,
  maxLengthOf,
  precisionOf,
  rowBoundsOf,
  type FormDefinition,
  type FormField,
  type FormFieldError,
  type FormOption,
  type FormValues,
} from './FormModel.ts';
import { zhCN } from './zhCN.ts';

export interface FormValueCheckOptions {
  /** `yyyy-MM-dd`: what a date default `today` is, for a field the caller cannot edit at the start. */
  today?: string;
  /** The options of the 字典 (dictType) the form's choice fields use; a dictionary not given is not checked against. */
  dictionaries?: Readonly<Record<string, readonly FormOption[]>>;
  /** The values stored so far (completing a task): what fields the caller cannot edit keep. */
  stored?: FormValues | null;
}

export interface FormValueCheckResult {
  /**
   * The values to store: every editable field's (null when empty), every field the caller
   * cannot edit as stored (at a start without stored values: its default, if it has one),
   * and every computed field recomputed. Meaningful only when `errors` is empty.
   */
  values: FormValues;
  errors: FormFieldError[];
}

/** What one field's check needs beyond the field. */
export interface FormFieldCheckContext {
  required: boolean;
  dictionaries?: Readonly<Record<string, readonly FormOption[]>>;
}

export interface FormFieldCheckResult {
  /** The value as stored: normalised (null when empty, only known properties of members and files). */
  value: unknown;
  /** Keyed by the field's key, or `table[row].column` for a 明细's cells. */
  errors: FormFieldError[];
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NOT_RULED: FormFieldRule = { hidden: false, editable: false, required: false };

/**
 * The values a designed form submits, checked against its definition and the caller's field
 * rules (FormFieldRules): the one check the renderer runs as the user types and the server
 * runs on every start and completion, so both say the same thing. Refuses unknown keys, values
 * for hidden fields, wrong types, empty required fields, lengths, ranges, patterns, options,
 * 明细 rows and oversized values; drops what the caller may not edit; recomputes every
 * computed field (a submitted computed value is never read).
 */
export class FormValueCheck {
  check(definition: FormDefinition, values: unknown, rules: FormFieldRuleSet, options: FormValueCheckOptions = {}): FormValueCheckResult {
    if (!isRecord(values)) return { values: {}, errors: [{ key: '', message: zhCN.value.notAnObject }] };
    if (nestsDeeperThan(values, FORM_LIMITS.valuesDepth)) return { values: {}, errors: [{ key: '', message: zhCN.value.valuesTooDeep }] };
    if (jsonBytes(values) > FORM_LIMITS.valuesBytes) {
      return { values: {}, errors: [{ key: '', message: zhCN.value.valuesTooLarge(FORM_LIMITS.valuesBytes / 1024) }] };
    }
    const fields = new Map(definition.fields.filter(holdsValue).map((field) => [field.key, field]));
    const errors: FormFieldError[] = [];
    for (const key of Object.keys(values)) if (!fields.has(key)) errors.push({ key, message: zhCN.value.unknownField(key) });

    const checked: FormValues = {};
    for (const field of fields.values()) {
      if (field.type === 'computed') continue;
      const rule = Object.hasOwn(rules, field.key) ? rules[field.key] : NOT_RULED;
      const submitted = own(values, field.key);
      if (rule.hidden && !isEmpty(submitted)) errors.push({ key: field.key, message: zhCN.value.hiddenField(field.label) });
      if (rule.editable && !rule.hidden) {
        const result = this.checkField(field, submitted, { required: rule.required, dictionaries: options.dictionaries });
        errors.push(...result.errors);
        checked[field.key] = result.value;
      } else if (options.stored && Object.hasOwn(options.stored, field.key)) {
        checked[field.key] = options.stored[field.key];
      } else if (!options.stored) {
        const initial = FormDefaults.valueOf(field, options.today);
        if (initial !== null) checked[field.key] = initial;
      }
    }

    const computation = new FormComputation(definition);
    if (!computation.computes) return { values: checked, errors: errors.slice(0, FORM_LIMITS.errors) };
    const computed = computation.apply({ ...(options.stored ?? {}), ...checked });
    for (const field of fields.values()) {
      if (field.type === 'computed') {
        checked[field.key] = computed[field.key];
        errors.push(...this.#numberErrors(field, computed[field.key], field.key));
      } else if (field.type === 'table' && Object.hasOwn(checked, field.key) && Array.isArray(computed[field.key])) {
        checked[field.key] = computed[field.key];
        const columns = (field.columns ?? []).filter((column) => column.type === 'computed');
        (computed[field.key] as unknown[]).forEach((row, index) => {
          if (!isRecord(row)) return;
          for (const column of columns) errors.push(...this.#numberErrors(column, own(row, column.key), `${field.key}[${index}].${column.key}`));
        });
      }
    }
    return { values: checked, errors: errors.slice(0, FORM_LIMITS.errors) };
  }

  /**
   * One field's value (what the renderer checks as the user types, a 明细 cell included: pass
   * the column). A computed field is not checked here: it is recomputed by the whole check.
   */
  checkField(field: FormField, value: unknown, context: FormFieldCheckContext): FormFieldCheckResult {
    const fail = (message: string, key = field.key): FormFieldCheckResult => ({ value: null, errors: [{ key, message }] });
    if (!holdsValue(field) || field.type === 'computed') return { value: null, errors: [] };
    if (field.type === 'switch') {
      if (value === null || value === undefined) return { value: false, errors: [] };
      return typeof value === 'boolean' ? { value, errors: [] } : fail(zhCN.value.format(field.label));
    }
    if (field.type === 'table') return this.#table(field, value, context);
    if (field.type === 'richText') return this.#richText(field, value, context);
    if (isEmpty(value)) return context.required ? fail(requiredMessage(field)) : { value: null, errors: [] };
    switch (field.type) {
      case 'input':
      case 'textarea':
        return this.#text(field, value);
      case 'number':
      case 'money': {
        const errors = this.#numberErrors(field, value, field.key);
        return errors.length > 0 ? { value: null, errors } : { value, errors };
      }
      case 'date':
        return dayNumberOf(value) === null ? fail(zhCN.value.format(field.label)) : { value, errors: [] };
      case 'dateRange':
        if (!Array.isArray(value) || value.length !== 2 || dayNumberOf(value[0]) === null || dayNumberOf(value[1]) === null) return fail(zhCN.value.format(field.label));
        return daysOf(value) === null ? fail(zhCN.value.rangeOrder(field.label)) : { value: [value[0], value[1]], errors: [] };
      case 'time':
        return typeof value === 'string' && TIME.test(value) ? { value, errors: [] } : fail(zhCN.value.format(field.label));
      case 'member':
        return this.#members(field, value);
      case 'attachment':
        return this.#attachments(field, value);
      default:
        return CHOICE_TYPES.has(field.type) ? this.#choice(field, value, context) : fail(zhCN.value.format(field.label));
    }
  }

  #text(field: FormField, value: unknown): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    if (typeof value !== 'string') return fail(zhCN.value.format(field.label));
    const length = [...value].length;
    const most = maxLengthOf(field);
    if (length > most) return fail(field.lengthMessage ?? zhCN.value.tooLong(field.label, most));
    if (field.minLength !== undefined && length < field.minLength) return fail(field.lengthMessage ?? zhCN.value.tooShort(field.label, field.minLength));
    if (field.type === 'input' && field.pattern !== undefined && !FormPattern.matches(field.pattern, value)) return fail(field.patternMessage ?? zhCN.value.format(field.label));
    return { value, errors: [] };
  }

  /** A number, amount or computed result: a finite number, its decimals, its magnitude and its range. */
  #numberErrors(field: FormField, value: unknown, key: string): FormFieldError[] {
    if (value === null || value === undefined) return [];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [{ key, message: zhCN.value.format(field.label) }];
    if (Math.abs(value) >= FORM_LIMITS.magnitude) return [{ key, message: zhCN.value.tooLarge(field.label) }];
    const decimals = precisionOf(field);
    const exact = FormDecimal.fromNumber(value);
    if (exact.round(decimals).compare(exact) !== 0) {
      return [{ key, message: field.type === 'money' ? zhCN.value.moneyDecimals : zhCN.value.decimals(field.label, decimals) }];
    }
    const { min, max } = field;
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
      const message =
        field.rangeMessage ??
        (min !== undefined && max !== undefined ? zhCN.value.range(field.label, min, max) : min !== undefined ? zhCN.value.atLeast(field.label, min) : zhCN.value.atMost(field.label, max as number));
      return [{ key, message }];
    }
    return [];
  }

  #choice(field: FormField, value: unknown, context: FormFieldCheckContext): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    const options = field.dictType !== undefined ? context.dictionaries?.[field.dictType] : field.options;
    const known = options ? new Set(options.map((option) => option.value)) : null;
    const valid = (item: unknown): item is string =>
      typeof item === 'string' && (known ? known.has(item) : item.length <= FORM_LIMITS.dictionaryValueLength);
    if (!isMultipleChoice(field)) {
      if (typeof value !== 'string') return fail(zhCN.value.format(field.label));
      return valid(value) ? { value, errors: [] } : fail(zhCN.value.notAnOption(field.label));
    }
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return fail(zhCN.value.format(field.label));
    if (value.length > FORM_LIMITS.options || new Set(value).size !== value.length) return fail(zhCN.value.format(field.label));
    return value.every(valid) ? { value: [...value], errors: [] } : fail(zhCN.value.notAnOption(field.label));
  }

  #members(field: FormField, value: unknown): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    if (!Array.isArray(value)) return fail(zhCN.value.format(field.label));
    if (!field.multiple && value.length > 1) return fail(zhCN.value.oneChoice(field.label));
    if (value.length > FORM_LIMITS.members) return fail(zhCN.value.tooManyChoices(field.label, FORM_LIMITS.members));
    const members = [];
    for (const member of value) {
      if (!isRecord(member) || !Number.isSafeInteger(member.id) || (member.id as number) <= 0) return fail(zhCN.value.format(field.label));
      if (typeof member.name !== 'string' || [...member.name].length > 100) return fail(zhCN.value.format(field.label));
      members.push({ id: member.id as number, name: member.name });
    }
    if (new Set(members.map((member) => member.id)).size !== members.length) return fail(zhCN.value.format(field.label));
    return { value: members, errors: [] };
  }

  #attachments(field: FormField, value: unknown): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    if (!Array.isArray(value)) return fail(zhCN.value.format(field.label));
    const most = Math.min(field.maxCount ?? FORM_LIMITS.defaultAttachments, FORM_LIMITS.attachments);
    if (value.length > most) return fail(zhCN.value.tooManyFiles(field.label, most));
    const files = [];
    const text = (item: unknown, limit: number) => item === undefined || item === null || (typeof item === 'string' && [...item].length <= limit);
    for (const file of value) {
      if (!isRecord(file) || typeof file.fileName !== 'string' || file.fileName === '' || !text(file.fileName, 300)) return fail(zhCN.value.format(field.label));
      if (!text(file.originalName, 300) || !text(file.bucketName, 100)) return fail(zhCN.value.format(field.label));
      files.push({ fileName: file.fileName, originalName: (file.originalName as string | undefined) ?? null, bucketName: (file.bucketName as string | undefined) ?? null });
    }
    return { value: files, errors: [] };
  }

  #richText(field: FormField, value: unknown, context: FormFieldCheckContext): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    const most = maxLengthOf(field);
    const result = new RichTextDocumentCheck({ ...DEFAULT_RICH_TEXT_LIMITS, maxTextLength: most }).check(value);
    if (!result.ok) return fail(result.refusal === 'tooLong' ? (field.lengthMessage ?? zhCN.value.tooLong(field.label, most)) : zhCN.value.richTextUnsupported(field.label));
    if (result.document === null) return context.required ? fail(requiredMessage(field)) : { value: null, errors: [] };
    if (field.minLength !== undefined && [...plainTextOf(result.document)].length < field.minLength) {
      return fail(field.lengthMessage ?? zhCN.value.tooShort(field.label, field.minLength));
    }
    return { value: result.document, errors: [] };
  }

  #table(field: FormField, value: unknown, context: FormFieldCheckContext): FormFieldCheckResult {
    const fail = (message: string): FormFieldCheckResult => ({ value: null, errors: [{ key: field.key, message }] });
    const rows = value === null || value === undefined ? [] : value;
    if (!Array.isArray(rows)) return fail(zhCN.value.format(field.label));
    const bounds = rowBoundsOf({ ...field, required: context.required });
    if (rows.length === 0 && context.required) return fail(field.requiredMessage ?? zhCN.value.rowsAtLeast(field.label, bounds.min));
    if (rows.length < bounds.min) return fail(field.rangeMessage ?? zhCN.value.rowsAtLeast(field.label, bounds.min));
    if (rows.length > bounds.max) return fail(field.rangeMessage ?? zhCN.value.rowsAtMost(field.label, bounds.max));
    const columns = new Map((field.columns ?? []).map((column) => [column.key, column]));
    const errors: FormFieldError[] = [];
    const checkedRows = rows.map((row, index) => {
      const at = `${field.key}[${index}]`;
      if (!isRecord(row)) {
        errors.push({ key: at, message: zhCN.value.format(field.label) });
        return {};
      }
      for (const key of Object.keys(row)) if (!columns.has(key)) errors.push({ key: `${at}.${key}`, message: zhCN.value.unknownField(`${at}.${key}`) });
      const checkedRow: Record<string, unknown> = {};
      for (const column of columns.values()) {
        if (column.type === 'computed') {
          checkedRow[column.key] = null;
          continue;
        }
        const cell = this.checkField(column, own(row, column.key), { required: column.required === true, dictionaries: context.dictionaries });
        for (const error of cell.errors) errors.push({ key: `${at}.${error.key}`, message: error.message });
        checkedRow[column.key] = cell.value;
      }
      return checkedRow;
    });
    return { value: errors.length > 0 ? null : checkedRows.length > 0 ? checkedRows : null, errors };
  }
}

/** Nothing entered: absent, null, blank text, no items (a cleared date range is `[null, null]`). */
function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.every((item) => item === null || item === undefined || item === '');
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The field's requiredMessage, else 请填写 / 请选择 / 请上传 by what the user does to fill it. */
function requiredMessage(field: FormField): string {
  if (field.requiredMessage) return field.requiredMessage;
  if (field.type === 'attachment') return zhCN.value.requiredUpload(field.label);
  const picked = ['date', 'dateRange', 'time', 'select', 'radio', 'checkbox', 'member'].includes(field.type);
  return picked ? zhCN.value.requiredChoice(field.label) : zhCN.value.required(field.label);
}
