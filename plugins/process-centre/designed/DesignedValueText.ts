import { plainTextOf, type RichTextNode } from '../../../contracts/richtext/RichTextDocument.ts';
import type { FormAttachment, FormField, FormMember, FormOption } from '../ProcessCentreApi.ts';
import { centsOf, formatYuan } from '../reimbursement/ReimbursementAmount.ts';
import { zhCN } from '../zhCN.ts';

const texts = zhCN.designed;

/** The options of a choice field: its own, else its 字典's as loaded. */
export function optionsOf(field: Pick<FormField, 'options' | 'dictType'>, dictionaries: Readonly<Record<string, readonly FormOption[]>>): readonly FormOption[] {
  return field.options ?? (field.dictType ? (dictionaries[field.dictType] ?? []) : []);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A number as the field shows it: its decimals, money always two and in 元. */
export function numberText(field: Pick<FormField, 'type' | 'precision' | 'resultType'>, value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (field.type === 'money' || (field.type === 'computed' && field.resultType === 'money')) return formatYuan(centsOf(value));
  return field.precision === undefined ? String(value) : value.toFixed(field.precision);
}

/**
 * A value as read-only text, the same on the page and on paper: option labels for choices, names
 * for members, file names for attachments, the text of rich text; empty when there is none.
 * (A 明细 is a table, drawn by whoever shows it: its rows have no text of their own.)
 */
export function valueText(field: FormField, value: unknown, dictionaries: Readonly<Record<string, readonly FormOption[]>>): string {
  if (isBlank(value)) return '';
  const labelOf = (option: unknown) => optionsOf(field, dictionaries).find((candidate) => candidate.value === option)?.label ?? String(option);
  switch (field.type) {
    case 'number':
    case 'money':
    case 'computed':
      return numberText(field, value);
    case 'select':
    case 'radio':
    case 'checkbox':
      return (Array.isArray(value) ? value : [value]).map(labelOf).join('、');
    case 'switch':
      return value === true ? texts.switchOn : texts.switchOff;
    case 'dateRange':
      return Array.isArray(value) ? value.filter((end) => typeof end === 'string' && end !== '').join(' ~ ') : '';
    case 'member':
      return (Array.isArray(value) ? (value as FormMember[]) : []).map((member) => member.name).join('、');
    case 'attachment':
      return (Array.isArray(value) ? (value as FormAttachment[]) : []).map((file) => file.originalName || file.fileName).join('、');
    case 'richText':
      return plainTextOf(value as RichTextNode);
    case 'table':
      return '';
    default:
      return typeof value === 'string' ? value : String(value);
  }
}
