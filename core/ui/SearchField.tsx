import type { ReactNode } from 'react';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { RangeInput, type NumberRange } from './RangeInput.tsx';
import { zhCN } from './zhCN.ts';

export type SearchFieldType = 'input' | 'number' | 'numberRange' | 'select' | 'date' | 'dateRange';

/** Which part of a date the picker chooses; the emitted value still follows `format`. */
export type SearchDateType = 'date' | 'datetime' | 'week' | 'month' | 'year';

export interface SearchFieldOption {
  label: ReactNode;
  value: string | number;
}

/** Part 1 §3: a search-form item's layoutConfig. */
export interface SearchFieldConfig {
  /** Default 'input'. */
  type?: SearchFieldType;
  placeholder?: string;
  /** Columns of 24; default 8, or 12 for a date range. */
  span?: number;
  defaultValue?: unknown;
  /** Text inputs; default 100 (part 1 §5: search text). */
  maxLength?: number;
  /** Dictionary rows for a select, read through loopKey and loopValue. */
  dataSource?: Record<string, unknown>[];
  /** Ready-made select options; used instead of dataSource when given. */
  options?: SearchFieldOption[];
  /** The dataSource field holding an option's value; default dictValue. */
  loopKey?: string;
  /** The dataSource field holding an option's label; default dictLabel. */
  loopValue?: string;
  /** How dates are emitted; default YYYY-MM-DD HH:mm:ss. */
  format?: string;
  dateType?: SearchDateType;
  /** Number inputs: default min 0, no maximum, step 1. */
  min?: number;
  max?: number;
  step?: number;
  multiple?: boolean;
  /** A select the user can type into to filter its options. */
  filterable?: boolean;
  /** Puts 全部 (no filter) first in a select. */
  showAll?: boolean;
}

/** Part 1 §3: one search-form item. */
export interface SearchFormItem {
  prop: string;
  label: string;
  layoutConfig?: SearchFieldConfig;
}

/** Part 1 §9 defaults. */
export const DEFAULT_FIELD_SPAN = 8;
export const RANGE_PICKER_SPAN = 12;
export const SEARCH_TEXT_MAX_LENGTH = 100;
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The value a select's 全部 option holds in the form; it is emitted as no filter. */
const ALL = '';

export function spanOf(item: SearchFormItem): number {
  const config = item.layoutConfig ?? {};
  return config.span ?? (config.type === 'dateRange' ? RANGE_PICKER_SPAN : DEFAULT_FIELD_SPAN);
}

function unitOf(dateType: SearchDateType | undefined): 'day' | 'week' | 'month' | 'year' | undefined {
  if (dateType === 'datetime') return undefined;
  return dateType === undefined || dateType === 'date' ? 'day' : dateType;
}

function toDay(value: unknown, format: string): Dayjs | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const day = dayjs.isDayjs(value) ? value : dayjs(value as string | number | Date, typeof value === 'string' ? format : undefined);
  return day.isValid() ? day : undefined;
}

/** The form's starting value for an item: dates as dayjs, everything else as given. */
export function initialValueOf(item: SearchFormItem): unknown {
  const config = item.layoutConfig ?? {};
  const format = config.format ?? DEFAULT_DATE_FORMAT;
  if (config.type === 'date') return toDay(config.defaultValue, format);
  if (config.type === 'dateRange') {
    const [from, to] = Array.isArray(config.defaultValue) ? config.defaultValue : [];
    const range = [toDay(from, format), toDay(to, format)];
    return range[0] && range[1] ? range : undefined;
  }
  return config.defaultValue;
}

/**
 * What the search emits for an item: trimmed text (blank is no filter), dates formatted (a date
 * range from the start of its first day to the end of its last), a range only when complete,
 * and undefined for everything left empty.
 */
export function emittedValueOf(item: SearchFormItem, value: unknown): unknown {
  const config = item.layoutConfig ?? {};
  const type = config.type ?? 'input';
  const format = config.format ?? DEFAULT_DATE_FORMAT;
  const unit = unitOf(config.dateType);
  if (value === undefined || value === null) return undefined;
  switch (type) {
    case 'input': {
      const text = String(value).trim();
      return text === '' ? undefined : text;
    }
    case 'select':
      if (Array.isArray(value)) return value.length === 0 ? undefined : value;
      return value === ALL ? undefined : value;
    case 'date': {
      const day = toDay(value, format);
      return day && (unit ? day.startOf(unit) : day).format(format);
    }
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value.map((v: unknown) => toDay(v, format)) : [];
      if (!from || !to) return undefined;
      return [(unit ? from.startOf(unit) : from).format(format), (unit ? to.endOf(unit) : to).format(format)];
    }
    case 'numberRange':
      return Array.isArray(value) && value[0] !== undefined && value[1] !== undefined ? value : undefined;
    case 'number':
      return typeof value === 'number' ? value : undefined;
  }
}

function optionsOf(config: SearchFieldConfig): SearchFieldOption[] {
  const options =
    config.options ??
    (config.dataSource ?? []).map((row) => ({
      value: row[config.loopKey ?? 'dictValue'] as string | number,
      label: row[config.loopValue ?? 'dictLabel'] as ReactNode,
    }));
  return config.showAll && !config.multiple ? [{ label: zhCN.search.all, value: ALL }, ...options] : options;
}

/** What Form.Item hands its direct child. */
interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

function TrimmedInput({ item, config, id, value, onChange }: ControlProps & { item: SearchFormItem; config: SearchFieldConfig }) {
  const form = Form.useFormInstance();
  return (
    <Input
      id={id}
      value={value as string | undefined}
      onChange={onChange}
      allowClear
      maxLength={config.maxLength ?? SEARCH_TEXT_MAX_LENGTH}
      placeholder={config.placeholder ?? zhCN.search.inputPlaceholder(item.label)}
      // Trimmed when the user leaves the field, not on each key: a space between words must stay typeable.
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) form.setFieldValue(item.prop, trimmed);
      }}
    />
  );
}

const pickerOf = (dateType: SearchDateType | undefined) => (dateType === undefined || dateType === 'datetime' ? 'date' : dateType);

/** The control of one search item, by its layoutConfig.type. */
function SearchControl({ item, id, value, onChange }: ControlProps & { item: SearchFormItem }) {
  const config = item.layoutConfig ?? {};
  switch (config.type ?? 'input') {
    case 'input':
      return <TrimmedInput item={item} config={config} id={id} value={value} onChange={onChange} />;
    case 'number':
      return (
        <InputNumber<number>
          id={id}
          value={value as number | null | undefined}
          onChange={onChange}
          style={{ width: '100%' }}
          min={config.min ?? 0}
          max={config.max}
          step={config.step ?? 1}
          placeholder={config.placeholder ?? zhCN.search.inputPlaceholder(item.label)}
        />
      );
    case 'numberRange':
      return (
        <RangeInput
          value={value as NumberRange | undefined}
          onChange={onChange}
          min={config.min ?? 0}
          max={config.max}
          step={config.step ?? 1}
        />
      );
    case 'select':
      return (
        <Select
          id={id}
          value={value}
          onChange={onChange}
          allowClear
          mode={config.multiple ? 'multiple' : undefined}
          showSearch={config.filterable ? { optionFilterProp: 'label' } : undefined}
          options={optionsOf(config)}
          placeholder={config.placeholder ?? zhCN.search.selectPlaceholder(item.label)}
        />
      );
    case 'date':
      return (
        <DatePicker
          id={id}
          value={value as Dayjs | null | undefined}
          onChange={onChange}
          style={{ width: '100%' }}
          picker={pickerOf(config.dateType)}
          showTime={config.dateType === 'datetime'}
          placeholder={config.placeholder ?? zhCN.search.selectPlaceholder(item.label)}
        />
      );
    case 'dateRange':
      return (
        <DatePicker.RangePicker
          id={id === undefined ? undefined : { start: id }}
          value={value as [Dayjs, Dayjs] | null | undefined}
          onChange={onChange}
          style={{ width: '100%' }}
          picker={pickerOf(config.dateType)}
          showTime={config.dateType === 'datetime'}
        />
      );
  }
}

/** One labelled field of the search form. */
export function SearchField({ item }: { item: SearchFormItem }) {
  // Form.Item hands value and onChange to its direct child; SearchControl passes them on.
  return (
    <Form.Item name={item.prop} label={item.label}>
      <SearchControl item={item} />
    </Form.Item>
  );
}
