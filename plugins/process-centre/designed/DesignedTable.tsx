import { cloneElement, useMemo, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { Button, Form, Table, theme, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { rowBoundsOf } from '../../../contracts/forms/index.ts';
import type { ColumnType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormField, FormValues } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { controlOf, DATE_FORMAT, itemPropsOf, placeholderOf, TIME_FORMAT, type ControlContext } from './DesignedControls.tsx';
import { useComputed } from './DesignedComputed.ts';
import { cellRulesOf, rowCountRules } from './DesignedFieldCheck.ts';
import { initialRowOf } from './DesignedValues.ts';
import { numberText, valueText } from './DesignedValueText.ts';

const texts = zhCN.designed;

type Row = FormValues;

/** A cell's width by its column's type: choices and dates need room, a number less. */
function widthOf(column: FormField): number {
  switch (column.type) {
    case 'textarea':
    case 'dateRange':
      return 240;
    case 'number':
    case 'money':
    case 'computed':
    case 'switch':
    case 'time':
      return 130;
    default:
      return 170;
  }
}

/** One sum, following the rows (and their computed cells) as they change. */
function ColumnSum({ table, column }: { table: FormField; column: FormField }) {
  const sum = useComputed((_, store) => store.sumOf(table.key, column));
  return (
    <Typography.Text strong aria-label={`${table.label}${column.label}${texts.sum}`}>
      {numberText(column, sum)}
    </Typography.Text>
  );
}

/** 合计 under the columns the designer chose; the other cells of the row stay empty. */
function SumRow({ table, lead, trail }: { table: FormField; lead: number; trail: number }) {
  const columns = table.columns ?? [];
  const sums = new Set(table.sumColumns ?? []);
  if (sums.size === 0) return null;
  return (
    <Table.Summary.Row>
      {lead > 0 && (
        <Table.Summary.Cell index={0} colSpan={lead}>
          <Typography.Text strong>{texts.sum}</Typography.Text>
        </Table.Summary.Cell>
      )}
      {columns.map((column, index) => (
        <Table.Summary.Cell key={column.key} index={lead + index} align={sums.has(column.key) ? 'right' : undefined}>
          {sums.has(column.key) && <ColumnSum table={table} column={column} />}
        </Table.Summary.Cell>
      ))}
      {trail > 0 && <Table.Summary.Cell index={lead + columns.length} colSpan={trail} />}
    </Table.Summary.Row>
  );
}

/** A required column's title, marked as a required field's label is. */
function RequiredTitle({ label }: { label: string }) {
  return (
    <>
      <Typography.Text type="danger" style={{ marginInlineEnd: 4 }}>
        *
      </Typography.Text>
      {label}
    </>
  );
}

/** A computed column of one row, recomputed from the row's other cells as they are typed. */
function ComputedCell({ table, column, index, label }: { table: FormField; column: FormField; index: number; label: string }) {
  const value = useComputed((values) => (values[table.key] as Row[] | undefined)?.[index]?.[column.key] as number | null | undefined);
  return <Typography.Text aria-label={label}>{numberText(column, value) || '—'}</Typography.Text>;
}

/** Column types whose cell is drawn light (a plain input) until it is focused; the others are cheap as they are. */
const LIGHT: ReadonlySet<FormField['type']> = new Set(['input', 'textarea', 'number', 'money', 'date', 'dateRange', 'time', 'select']);

/** A light cell's role, as its control's would be: a screen reader and a test find it the same way before and after. */
const roleOf = (column: FormField): string | undefined =>
  column.type === 'number' || column.type === 'money' ? 'spinbutton' : column.type === 'select' ? 'combobox' : undefined;

/** What a light cell shows: the value as the control would (the Form.Item hands dates over as dayjs). */
function lightText(column: FormField, value: unknown, context: ControlContext): string {
  const format = column.type === 'time' ? TIME_FORMAT : DATE_FORMAT;
  if (dayjs.isDayjs(value)) return value.format(format);
  if (Array.isArray(value) && value.every(dayjs.isDayjs)) return value.map((day) => day.format(format)).join(' ~ ');
  return valueText(column, value, context.dictionaries);
}

interface EditableCellProps {
  column: FormField;
  context: ControlContext;
  label: string;
  /** The light input's look (the antd input's tokens), one object for the whole table. */
  look: { normal: CSSProperties; error: CSSProperties };
  /** Given by the Form.Item around it. */
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
}

/**
 * A 明细 cell: a plain input showing the value (an antd InputNumber or DatePicker costs many times
 * more to draw, and a page holds dozens of cells) until it is focused — by the keyboard or a click
 * — when the column's antd control takes its place, focused, and stays. The Form.Item around it
 * checks the cell either way.
 */
function EditableCell({ column, context, label, look, id, value, onChange, ...rest }: EditableCellProps) {
  const [active, setActive] = useState(false);
  const { status } = Form.Item.useStatus();
  if (active || !LIGHT.has(column.type)) {
    const control = controlOf(column, context, label) as ReactElement<Record<string, unknown>>;
    return cloneElement(control, { ...rest, id, value, onChange, autoFocus: active });
  }
  return (
    <input
      id={id}
      readOnly
      role={roleOf(column)}
      aria-label={label}
      aria-invalid={status === 'error' || undefined}
      value={lightText(column, value, context)}
      placeholder={column.type === 'dateRange' ? texts.rangeStart : placeholderOf(column)}
      style={status === 'error' ? look.error : look.normal}
      onFocus={() => setActive(true)}
    />
  );
}

/** The light cells' look, from the theme's tokens: an antd input's box at rest. */
function useLightLook(): EditableCellProps['look'] {
  const { token } = theme.useToken();
  return useMemo(() => {
    const normal: CSSProperties = {
      boxSizing: 'border-box',
      width: '100%',
      height: token.controlHeight,
      padding: `0 ${token.paddingSM - token.lineWidth}px`,
      border: `${token.lineWidth}px solid ${token.colorBorder}`,
      borderRadius: token.borderRadius,
      background: token.colorBgContainer,
      color: token.colorText,
      font: 'inherit',
      fontSize: token.fontSize,
      outline: 'none',
      cursor: 'text',
    };
    return { normal, error: { ...normal, borderColor: token.colorError } };
  }, [token]);
}

/** A 明细 the node keeps read-only: its rows as a table of text, with the sums. */
export function DesignedTableView({ table, context, id, value }: { table: FormField; context: ControlContext; id?: string; value?: Row[] | null }) {
  const rows = value ?? [];
  const columns: ColumnType<Row & { __row: number }>[] = [
    { title: texts.index, key: '__index', width: 56, render: (_, row) => row.__row + 1 },
    ...(table.columns ?? []).map(
      (column): ColumnType<Row & { __row: number }> => ({
        title: column.label,
        key: column.key,
        width: widthOf(column),
        align: column.type === 'number' || column.type === 'money' || column.type === 'computed' ? 'right' : undefined,
        render: (_, row) => valueText(column, row[column.key], context.dictionaries),
      }),
    ),
  ];
  return (
    <Table<Row & { __row: number }>
      id={id}
      size="small"
      bordered
      pagination={false}
      aria-label={table.label}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: texts.noRows }}
      rowKey="__row"
      dataSource={rows.map((row, index) => ({ ...row, __row: index }))}
      columns={columns}
      summary={() => <SumRow table={table} lead={1} trail={0} />}
    />
  );
}

/**
 * Rows a page of the 明细 being written shows: each cell is a live control, and a hundred rows of
 * them take seconds to draw (tests/bench/forms.bench.mjs); the rows of other pages keep their
 * values and are checked by the table's own rule.
 */
export const ROWS_PER_PAGE = 10;

/**
 * A 明细 being written: one row per line, each cell a control of its column checked as it is
 * typed, rows added and removed within the field's min and max (at most 200), ten to a page,
 * computed columns and the 合计 row (over every row) following the cells.
 */
export function DesignedTableEditor({ table, context, required }: { table: FormField; context: ControlContext; required: boolean }) {
  const columns = table.columns ?? [];
  const { min, max } = rowBoundsOf({ ...table, required });
  const [page, setPage] = useState(1);
  const look = useLightLook();
  // The rule reads the page on show: the cells of the others are not drawn, so it speaks for them.
  const shown = useRef(page);
  return (
    <Form.List name={table.key} rules={rowCountRules(table, required, context, () => shown.current, ROWS_PER_PAGE)}>
      {(fields, { add, remove }, { errors }) => {
        const current = Math.min(page, Math.max(1, Math.ceil(fields.length / ROWS_PER_PAGE)));
        shown.current = current;
        return (
          <>
            <Table
              size="small"
              bordered
              pagination={{ current, pageSize: ROWS_PER_PAGE, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
              aria-label={table.label}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: texts.noRows }}
              dataSource={fields}
              rowKey="key"
              columns={[
                { title: texts.index, key: '__index', width: 56, render: (_, field) => field.name + 1 },
                ...columns.map(
                  (column): ColumnType<(typeof fields)[number]> => ({
                    title: column.required ? <RequiredTitle label={column.label} /> : column.label,
                    key: column.key,
                    width: widthOf(column),
                    // A row's number is its place in the whole 明细 (field.name), not on its page.
                    render: (_, field) => {
                      const label = texts.cell(field.name + 1, column.label);
                      if (column.type === 'computed') return <ComputedCell table={table} column={column} index={field.name} label={label} />;
                      return (
                        <Form.Item name={[field.name, column.key]} rules={cellRulesOf(column, context)} style={{ margin: 0 }} {...itemPropsOf(column)}>
                          <EditableCell column={column} context={context} label={label} look={look} />
                        </Form.Item>
                      );
                    },
                  }),
                ),
                {
                  title: texts.operation,
                  key: '__operation',
                  width: 64,
                  align: 'center',
                  render: (_, field) => (
                    <Tooltip title={texts.removeRow(field.name + 1)}>
                      <Button type="text" danger icon={<DeleteOutlined />} aria-label={texts.removeRow(field.name + 1)} disabled={fields.length <= min} onClick={() => remove(field.name)} />
                    </Tooltip>
                  ),
                },
              ]}
              summary={() => <SumRow table={table} lead={1} trail={1} />}
            />
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              disabled={fields.length >= max}
              onClick={() => {
                add(initialRowOf(table));
                // The new row is the last: show its page.
                setPage(Math.ceil((fields.length + 1) / ROWS_PER_PAGE));
              }}
            >
              {texts.addRow}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        );
      }}
    </Form.List>
  );
}
