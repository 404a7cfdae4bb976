import { useEffect, useRef, useState, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { AutoComplete, Button, Checkbox, DatePicker, Divider, Form, Input, InputNumber, Radio, Select, Space, Switch, Tag, TimePicker, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, LeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { COLUMN_TYPES, KEY_MAX_LENGTH, MAX_COLUMNS, MAX_OPTIONS, NUMERIC_TYPES, propertiesOf, spanOf } from './FieldCatalogue.ts';
import type { DictType, FormDefinition, FormField, FormFieldType, FormOption } from './FormDesignApi.ts';
import { findField, type FieldPatch, type FieldPath, type FormDraft } from './FormDraft.ts';
import type { FormFinding } from './DesignerFindings.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN.properties;

/** form.yaml FormField.key: a variable name. */
const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface FieldPropertiesProps {
  draft: FormDraft;
  /** The platform's dictionaries for a choice field's 字典; empty when they could not be read (the type is typed then). */
  dictTypes: readonly DictType[];
  definition: FormDefinition;
  path: FieldPath;
  findings: FormFinding[];
  onSelect(path: FieldPath | null): void;
}

/**
 * The selected field's properties, only those that apply to its type. Every change is a step of
 * the draft (FormDraft joins the keystrokes of one property), except the key: it is written
 * when left or confirmed, and only when it is a variable name no other field of its scope has,
 * since the designer finds fields by key.
 */
export function FieldProperties({ draft, dictTypes, definition, path, findings, onSelect }: FieldPropertiesProps) {
  const field = findField(definition, path);
  if (!field) return <Typography.Text type="secondary">{zhCN.designer.noField}</Typography.Text>;
  const applies = new Set(propertiesOf(field.type));
  const change = (patch: FieldPatch) => draft.update(path, patch);
  const siblings = path.table === undefined ? definition.fields : (findField(definition, { key: path.table })?.columns ?? []);
  const table = path.table === undefined ? null : (findField(definition, { key: path.table }) ?? null);
  const own = findings.filter((finding) => finding.key === (path.table ? `${path.table}.${path.key}` : path.key) || (!path.table && finding.key === null));

  return (
    <Form layout="vertical" size="small" className="rh-form-properties" key={`${path.table ?? ''}.${path.key}`}>
      {table && (
        <Button type="link" icon={<LeftOutlined />} style={{ padding: 0, marginBottom: 8 }} onClick={() => onSelect({ key: table.key })}>
          {t.backToTable(table.label)}
        </Button>
      )}
      <Form.Item label={t.type}>
        <Tag>{zhCN.types[field.type]}</Tag>
      </Form.Item>
      <Form.Item label={t.label} htmlFor="rh-prop-label" required validateStatus={field.label.trim() ? undefined : 'error'} help={field.label.trim() ? undefined : t.labelRequired}>
        <Input id="rh-prop-label" value={field.label} maxLength={50} onChange={(event) => change({ label: event.target.value })} />
      </Form.Item>
      <KeyInput
        value={field.key}
        taken={new Set(siblings.filter((sibling) => sibling.key !== field.key).map((sibling) => sibling.key))}
        onCommit={(key) => {
          change({ key });
          onSelect({ ...path, key });
        }}
      />
      {path.table === undefined && (
        <Form.Item label={t.span}>
          <Radio.Group
            optionType="button"
            value={spanOf(field)}
            options={[1, 2, 3, 4].map((n) => ({ label: t.spanColumns(n), value: n }))}
            onChange={(event) => change({ span: event.target.value as number })}
          />
        </Form.Item>
      )}
      {applies.has('text') && (
        <Form.Item label={t.text} htmlFor="rh-prop-text">
          <Input.TextArea id="rh-prop-text" value={field.text ?? ''} maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} onChange={(event) => change({ text: event.target.value })} />
        </Form.Item>
      )}
      {applies.has('placeholder') && (
        <Form.Item label={t.placeholder} htmlFor="rh-prop-placeholder">
          <Input id="rh-prop-placeholder" value={field.placeholder ?? ''} maxLength={100} onChange={(event) => change({ placeholder: event.target.value || undefined })} />
        </Form.Item>
      )}
      {applies.has('options') && <OptionsEditor field={field} dictTypes={dictTypes} onChange={change} />}
      {applies.has('multiple') && (
        <Form.Item label={t.multiple} htmlFor="rh-prop-multiple">
          <Switch id="rh-prop-multiple" checked={field.multiple === true} onChange={(multiple) => change({ multiple: multiple || undefined, defaultValue: undefined })} />
        </Form.Item>
      )}
      {applies.has('memberKind') && (
        <Form.Item label={t.memberKind}>
          <Radio.Group
            value={field.memberKind ?? 'user'}
            options={(['user', 'dept'] as const).map((kind) => ({ label: t.memberKinds[kind], value: kind }))}
            onChange={(event) => change({ memberKind: event.target.value as 'user' | 'dept' })}
          />
        </Form.Item>
      )}
      {applies.has('maxCount') && (
        <Form.Item label={t.maxCount}>
          <InputNumber min={1} max={20} precision={0} value={field.maxCount ?? 5} onChange={(value) => change({ maxCount: value ?? undefined })} />
        </Form.Item>
      )}
      {applies.has('columns') && <ColumnsEditor draft={draft} table={field} onSelect={onSelect} />}
      {applies.has('formula') && <FormulaEditor field={field} definition={definition} table={table} onChange={change} />}
      {applies.has('defaultValue') && <DefaultValueEditor field={field} onChange={(defaultValue) => change({ defaultValue })} />}
      {(applies.has('required') || applies.has('length') || applies.has('range') || applies.has('pattern') || applies.has('precision')) && <Divider plain>{t.validation}</Divider>}
      {applies.has('required') && (
        <>
          <Form.Item label={t.required} htmlFor="rh-prop-required">
            <Switch id="rh-prop-required" checked={field.required === true} onChange={(required) => change({ required: required || undefined, requiredMessage: required ? field.requiredMessage : undefined })} />
          </Form.Item>
          {field.required && (
            <Form.Item label={t.requiredMessage} htmlFor="rh-prop-required-message">
              <Input id="rh-prop-required-message" value={field.requiredMessage ?? ''} maxLength={100} placeholder={t.requiredMessagePlaceholder} onChange={(event) => change({ requiredMessage: event.target.value || undefined })} />
            </Form.Item>
          )}
        </>
      )}
      {applies.has('length') && (
        <>
          <Space>
            <Form.Item label={t.minLength}>
              <InputNumber min={0} max={20000} precision={0} value={field.minLength} onChange={(value) => change({ minLength: value ?? undefined })} />
            </Form.Item>
            <Form.Item label={t.maxLength}>
              <InputNumber min={1} max={20000} precision={0} value={field.maxLength} onChange={(value) => change({ maxLength: value ?? undefined })} />
            </Form.Item>
          </Space>
          <Form.Item label={t.lengthMessage}>
            <Input value={field.lengthMessage ?? ''} maxLength={100} onChange={(event) => change({ lengthMessage: event.target.value || undefined })} />
          </Form.Item>
        </>
      )}
      {applies.has('range') && (
        <>
          <Space>
            <Form.Item label={field.type === 'table' ? t.minRows : t.min}>
              <InputNumber value={field.min} precision={field.type === 'table' ? 0 : undefined} onChange={(value) => change({ min: value ?? undefined })} />
            </Form.Item>
            <Form.Item label={field.type === 'table' ? t.maxRows : t.max}>
              <InputNumber value={field.max} precision={field.type === 'table' ? 0 : undefined} onChange={(value) => change({ max: value ?? undefined })} />
            </Form.Item>
          </Space>
          <Form.Item label={t.rangeMessage}>
            <Input value={field.rangeMessage ?? ''} maxLength={100} onChange={(event) => change({ rangeMessage: event.target.value || undefined })} />
          </Form.Item>
        </>
      )}
      {applies.has('precision') && (field.type !== 'computed' || field.resultType !== 'money') && (
        <Form.Item label={t.precision}>
          <InputNumber min={0} max={6} precision={0} value={field.precision} onChange={(value) => change({ precision: value ?? undefined })} />
        </Form.Item>
      )}
      {applies.has('pattern') && (
        <>
          <Form.Item label={t.pattern}>
            <Input value={field.pattern ?? ''} maxLength={200} placeholder={t.patternPlaceholder} onChange={(event) => change({ pattern: event.target.value || undefined })} />
          </Form.Item>
          <Form.Item label={t.patternMessage}>
            <Input value={field.patternMessage ?? ''} maxLength={100} onChange={(event) => change({ patternMessage: event.target.value || undefined })} />
          </Form.Item>
        </>
      )}
      {own.length > 0 && (
        <div className="rh-form-properties-findings" role="alert">
          {own.map((finding, index) => (
            <Typography.Text key={index} type="danger" style={{ display: 'block' }}>
              {finding.message}
            </Typography.Text>
          ))}
        </div>
      )}
    </Form>
  );
}

function KeyInput({ value, taken, onCommit }: { value: string; taken: ReadonlySet<string>; onCommit(key: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const problem = !text ? t.keyRequired : !KEY_PATTERN.test(text) ? t.keyHelp : taken.has(text) ? t.keyTaken(text) : null;
  const commit = () => {
    if (problem === null && text !== value) onCommit(text);
  };
  return (
    <Form.Item label={t.key} htmlFor="rh-prop-key" required tooltip={t.keyHelp} validateStatus={problem ? 'error' : undefined} help={problem}>
      <Input id="rh-prop-key" value={text} maxLength={KEY_MAX_LENGTH} onChange={(event) => setText(event.target.value.trim())} onBlur={commit} onPressEnter={commit} />
    </Form.Item>
  );
}

function OptionsEditor({ field, dictTypes, onChange }: { field: FormField; dictTypes: readonly DictType[]; onChange(patch: FieldPatch): void }) {
  const fromDictionary = field.dictType !== undefined;
  const options = field.options ?? [];
  const setOptions = (next: FormOption[]) => onChange({ options: next });
  const setOption = (index: number, patch: Partial<FormOption>) => setOptions(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <>
      <Form.Item label={t.optionSource}>
        <Radio.Group
          value={fromDictionary ? 'dictionary' : 'static'}
          options={[
            { label: t.staticOptions, value: 'static' },
            { label: t.dictionary, value: 'dictionary' },
          ]}
          onChange={(event) =>
            onChange(
              event.target.value === 'dictionary'
                ? { dictType: '', options: undefined, defaultValue: undefined }
                : { dictType: undefined, options: [{ label: zhCN.defaults.option(1), value: '1' }], defaultValue: undefined },
            )
          }
        />
      </Form.Item>
      {fromDictionary ? (
        <Form.Item label={t.dictType} htmlFor="rh-prop-dict">
          <AutoComplete
            id="rh-prop-dict"
            value={field.dictType}
            maxLength={100}
            placeholder={t.dictTypePlaceholder}
            options={dictTypes.map((dict) => ({ value: dict.dictType, label: `${dict.description}（${dict.dictType}）` }))}
            filterOption={(typed, option) => typeof option?.label === 'string' && option.label.toLowerCase().includes(typed.toLowerCase())}
            onChange={(dictType: string) => onChange({ dictType })}
          />
        </Form.Item>
      ) : (
        <Form.Item label={t.staticOptions}>
          <div className="rh-form-options">
            {options.map((option, index) => (
              <Space.Compact key={index} style={{ width: '100%', marginBottom: 4 }}>
                <Input aria-label={`${t.optionLabel}${index + 1}`} placeholder={t.optionLabel} value={option.label} maxLength={50} onChange={(event) => setOption(index, { label: event.target.value })} />
                <Input aria-label={`${t.optionValue}${index + 1}`} placeholder={t.optionValue} value={option.value} maxLength={50} onChange={(event) => setOption(index, { value: event.target.value })} />
                <Button aria-label={t.removeOption} icon={<DeleteOutlined />} onClick={() => setOptions(options.filter((_, i) => i !== index))} />
              </Space.Compact>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={options.length >= MAX_OPTIONS}
              onClick={() => {
                const taken = new Set(options.map((option) => option.value));
                let n = options.length + 1;
                while (taken.has(String(n))) n += 1;
                setOptions([...options, { label: zhCN.defaults.option(n), value: String(n) }]);
              }}
            >
              {t.addOption}
            </Button>
          </div>
        </Form.Item>
      )}
    </>
  );
}

function ColumnsEditor({ draft, table, onSelect }: { draft: FormDraft; table: FormField; onSelect(path: FieldPath): void }) {
  const [type, setType] = useState<FormFieldType>('input');
  const columns = table.columns ?? [];
  const numeric = columns.filter((column) => NUMERIC_TYPES.has(column.type));
  return (
    <>
      <Form.Item label={t.columns}>
        <div className="rh-form-columns">
          {columns.map((column, index) => (
            <div key={column.key} className="rh-form-column-row">
              <span className="rh-form-column-name">
                {column.label} <Typography.Text type="secondary">{zhCN.types[column.type]}</Typography.Text>
              </span>
              <Button size="small" type="text" aria-label={`${t.editColumn} ${column.label}`} icon={<EditOutlined />} onClick={() => onSelect({ key: column.key, table: table.key })} />
              <Button size="small" type="text" aria-label={t.moveUp} icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => draft.move({ key: column.key, table: table.key }, index - 1)} />
              <Button size="small" type="text" aria-label={t.moveDown} icon={<ArrowDownOutlined />} disabled={index === columns.length - 1} onClick={() => draft.move({ key: column.key, table: table.key }, index + 1)} />
              <Button size="small" type="text" danger aria-label={`${t.removeColumn} ${column.label}`} icon={<DeleteOutlined />} onClick={() => draft.remove({ key: column.key, table: table.key })} />
            </div>
          ))}
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Select<FormFieldType> aria-label={t.type} value={type} style={{ flex: 1 }} options={COLUMN_TYPES.map((value) => ({ value, label: zhCN.types[value] }))} onChange={setType} />
            <Button
              icon={<PlusOutlined />}
              disabled={columns.length >= MAX_COLUMNS}
              onClick={() => {
                const added = draft.add(type, { table: table.key });
                if (added) onSelect(added);
              }}
            >
              {t.addColumn}
            </Button>
          </Space.Compact>
        </div>
      </Form.Item>
      <Form.Item label={t.sumColumns}>
        <Select
          mode="multiple"
          allowClear
          value={table.sumColumns ?? []}
          options={numeric.map((column) => ({ value: column.key, label: column.label }))}
          onChange={(keys: string[]) => draft.update({ key: table.key }, { sumColumns: keys.length > 0 ? keys : undefined })}
        />
      </Form.Item>
    </>
  );
}

/** The names a formula may use here: numeric fields, days() of date ranges, sum() of 明细 columns, and in a 明细 the row's columns. */
function insertables(definition: FormDefinition, field: FormField, table: FormField | null): Array<{ label: string; text: string }> {
  const found: Array<{ label: string; text: string }> = [];
  if (table) {
    for (const column of table.columns ?? []) if (column.key !== field.key && NUMERIC_TYPES.has(column.type)) found.push({ label: column.label, text: column.key });
  }
  for (const other of definition.fields) {
    if (other.key === field.key) continue;
    if (NUMERIC_TYPES.has(other.type)) found.push({ label: other.label, text: other.key });
    if (other.type === 'dateRange') found.push({ label: t.daysOf(other.label), text: `days(${other.key})` });
    if (other.type === 'table' && other.key !== table?.key) {
      for (const column of other.columns ?? []) if (NUMERIC_TYPES.has(column.type)) found.push({ label: t.sumOf(other.label, column.label), text: `sum(${other.key}.${column.key})` });
    }
  }
  return found;
}

function FormulaEditor({ field, definition, table, onChange }: { field: FormField; definition: FormDefinition; table: FormField | null; onChange(patch: FieldPatch): void }) {
  const area = useRef<TextAreaRef>(null);
  const formula = field.formula ?? '';
  const insert = (text: string) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? formula.length;
    const end = element?.selectionEnd ?? formula.length;
    onChange({ formula: formula.slice(0, start) + text + formula.slice(end) });
  };
  const names = insertables(definition, field, table);
  return (
    <>
      <Form.Item label={t.formula} htmlFor="rh-prop-formula" extra={t.formulaHelp}>
        <Input.TextArea id="rh-prop-formula" ref={area} value={formula} maxLength={500} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => onChange({ formula: event.target.value })} />
      </Form.Item>
      {names.length > 0 && (
        <Form.Item label={t.insertField}>
          <Space size={[4, 4]} wrap>
            {names.map((name) => (
              <Button key={name.text} size="small" onClick={() => insert(name.text)} title={name.text}>
                {name.label}
              </Button>
            ))}
          </Space>
        </Form.Item>
      )}
      <Form.Item label={t.resultType}>
        <Radio.Group
          value={field.resultType ?? 'number'}
          options={(['number', 'money'] as const).map((value) => ({ value, label: t.resultTypes[value] }))}
          onChange={(event) => onChange(event.target.value === 'money' ? { resultType: 'money', precision: undefined } : { resultType: undefined })}
        />
      </Form.Item>
    </>
  );
}

function DefaultValueEditor({ field, onChange }: { field: FormField; onChange(value: unknown): void }): ReactNode {
  const value = field.defaultValue;
  const options = (field.options ?? []).map((option) => ({ label: option.label, value: option.value }));
  let editor: ReactNode = null;
  switch (field.type) {
    case 'input':
      editor = <Input value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)} />;
      break;
    case 'textarea':
      editor = <Input.TextArea value={typeof value === 'string' ? value : ''} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => onChange(event.target.value || undefined)} />;
      break;
    case 'number':
    case 'money':
      editor = <InputNumber value={typeof value === 'number' ? value : null} precision={field.type === 'money' ? 2 : field.precision} style={{ width: '100%' }} onChange={(next) => onChange(next ?? undefined)} />;
      break;
    case 'date':
      editor = (
        <Space>
          <DatePicker value={typeof value === 'string' && value !== 'today' ? dayjs(value) : null} disabled={value === 'today'} onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : undefined)} />
          <Checkbox checked={value === 'today'} onChange={(event) => onChange(event.target.checked ? 'today' : undefined)}>
            {t.defaultToday}
          </Checkbox>
        </Space>
      );
      break;
    case 'time':
      editor = <TimePicker format="HH:mm" value={typeof value === 'string' ? dayjs(value, 'HH:mm') : null} onChange={(time) => onChange(time ? time.format('HH:mm') : undefined)} />;
      break;
    case 'select':
    case 'radio':
    case 'checkbox': {
      if (field.dictType !== undefined) return null;
      const many = field.type === 'checkbox' || field.multiple === true;
      editor = (
        <Select
          allowClear
          mode={many ? 'multiple' : undefined}
          value={many ? (Array.isArray(value) ? value : []) : typeof value === 'string' ? value : undefined}
          options={options}
          onChange={(next: string | string[] | undefined) => onChange(Array.isArray(next) ? (next.length > 0 ? next : undefined) : next)}
        />
      );
      break;
    }
    case 'switch':
      editor = <Switch checked={value === true} onChange={(checked) => onChange(checked || undefined)} />;
      break;
    default:
      return null;
  }
  return <Form.Item label={t.defaultValue}>{editor}</Form.Item>;
}
