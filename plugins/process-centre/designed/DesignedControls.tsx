import type { ReactNode } from 'react';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Select, Switch, TimePicker, Typography, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { maxLengthOf } from '../../../contracts/forms/index.ts';
import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { RichTextEditor } from '../../../core/ui/index.ts';
import type { FormAttachment, FormField, FormOption } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { AttachmentLinks, DesignedAttachment } from './DesignedAttachment.tsx';
import { DesignedMember } from './DesignedMember.tsx';
import { optionsOf, valueText } from './DesignedValueText.ts';

const texts = zhCN.designed;

/** form.yaml FormValues: dates travel as yyyy-MM-dd, times as HH:mm. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

/** What the form's controls read from their fields' settings. */
export interface ControlContext {
  dictionaries: Readonly<Record<string, readonly FormOption[]>>;
}

const CHOICES: ReadonlySet<FormField['type']> = new Set(['select', 'radio', 'checkbox', 'member', 'date', 'dateRange', 'time']);

/** The field's placeholder: its own, else 请输入 / 请选择 and its label. */
export function placeholderOf(field: FormField): string {
  return field.placeholder ?? (CHOICES.has(field.type) ? texts.selectPlaceholder(field.label) : texts.inputPlaceholder(field.label));
}

const dayOf = (text: unknown, format: string): Dayjs | null => {
  if (typeof text !== 'string' || text === '') return null;
  const day = dayjs(text, format, true);
  return day.isValid() ? day : null;
};

/**
 * How a Form.Item passes the stored value to its control and back: the form holds FormValues as
 * they travel (dates as text, a switch as `checked`), so the check, the formulas and the request
 * read them without converting.
 */
export function itemPropsOf(field: FormField): Pick<FormItemProps, 'getValueProps' | 'normalize' | 'valuePropName'> {
  switch (field.type) {
    case 'date':
      return { getValueProps: (value: unknown) => ({ value: dayOf(value, DATE_FORMAT) }), normalize: (day: Dayjs | null) => (day ? day.format(DATE_FORMAT) : null) };
    case 'time':
      return { getValueProps: (value: unknown) => ({ value: dayOf(value, TIME_FORMAT) }), normalize: (day: Dayjs | null) => (day ? day.format(TIME_FORMAT) : null) };
    case 'dateRange':
      return {
        getValueProps: (value: unknown) => {
          const [start, end] = Array.isArray(value) ? value : [];
          const range = [dayOf(start, DATE_FORMAT), dayOf(end, DATE_FORMAT)];
          return { value: range[0] && range[1] ? range : null };
        },
        normalize: (range: [Dayjs | null, Dayjs | null] | null) => (range?.[0] && range[1] ? [range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)] : null),
      };
    case 'switch':
      return { valuePropName: 'checked' };
    default:
      return {};
  }
}

/** The editable control of a value field (not a 明细, computed, section or description). */
export function controlOf(field: FormField, context: ControlContext, ariaLabel: string = field.label): ReactNode {
  const placeholder = placeholderOf(field);
  const wide = { width: '100%' };
  // The count shows where the designer set a bound: it turns red past it, and the check says so (nothing typed is cut off).
  const count = { show: field.maxLength !== undefined, max: maxLengthOf(field) };
  switch (field.type) {
    case 'input':
      return <Input aria-label={ariaLabel} placeholder={placeholder} count={count} />;
    case 'textarea':
      return <Input.TextArea aria-label={ariaLabel} placeholder={placeholder} autoSize={{ minRows: 3, maxRows: 8 }} count={count} />;
    case 'number':
      return <InputNumber<number> aria-label={ariaLabel} placeholder={placeholder} precision={field.precision} style={wide} />;
    case 'money':
      return <InputNumber<number> aria-label={ariaLabel} placeholder={placeholder} precision={2} prefix="¥" style={wide} />;
    case 'date':
      return <DatePicker aria-label={ariaLabel} placeholder={placeholder} format={DATE_FORMAT} style={wide} />;
    case 'dateRange':
      return <DatePicker.RangePicker aria-label={ariaLabel} placeholder={[texts.rangeStart, texts.rangeEnd]} format={DATE_FORMAT} style={wide} />;
    case 'time':
      return <TimePicker aria-label={ariaLabel} placeholder={placeholder} format={TIME_FORMAT} style={wide} />;
    case 'select':
      return (
        <Select
          aria-label={ariaLabel}
          placeholder={placeholder}
          mode={field.multiple ? 'multiple' : undefined}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={optionsOf(field, context.dictionaries).map((option) => ({ value: option.value, label: option.label }))}
        />
      );
    case 'radio':
      return <Radio.Group aria-label={ariaLabel} options={optionsOf(field, context.dictionaries).map((option) => ({ value: option.value, label: option.label }))} />;
    case 'checkbox':
      return <Checkbox.Group aria-label={ariaLabel} options={optionsOf(field, context.dictionaries).map((option) => ({ value: option.value, label: option.label }))} />;
    case 'switch':
      return <Switch aria-label={ariaLabel} />;
    case 'member':
      return <DesignedMember label={ariaLabel} kind={field.memberKind ?? 'user'} multiple={field.multiple ?? false} />;
    case 'attachment':
      return <DesignedAttachment maxCount={field.maxCount} />;
    case 'richText':
      return <RichTextEditor aria-label={ariaLabel} placeholder={field.placeholder} />;
    default:
      return null;
  }
}

interface ReadOnlyValueProps {
  field: FormField;
  context: ControlContext;
  /** Given by the Form.Item around it. */
  id?: string;
  value?: unknown;
}

/** A value the node keeps read-only, as plain text (暂无 when there is none); rich text and files as they are. */
export function ReadOnlyValue({ field, context, id, value }: ReadOnlyValueProps) {
  if (field.type === 'richText') return <RichTextEditor id={id} aria-label={field.label} readOnly value={(value ?? null) as RichTextDocument | null} />;
  if (field.type === 'attachment') return <AttachmentLinks id={id} value={value as FormAttachment[] | undefined} />;
  const text = valueText(field, value, context.dictionaries);
  return text === '' ? (
    <Typography.Text id={id} type="secondary">
      {texts.empty}
    </Typography.Text>
  ) : (
    <Typography.Text id={id} style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography.Text>
  );
}
