import { Button, DatePicker, Form, Input, InputNumber, Table, Tooltip, Typography, type FormListFieldData, type TableColumnType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { usePhone } from '../../../core/react/index.ts';
import { DataTableCards } from '../../../core/ui/DataTableCards.tsx';
import { zhCN } from '../zhCN.ts';
import { AMOUNT_MAX, AMOUNT_MIN, MAX_LINES, centsOf, formatYuan, totalCents } from './ReimbursementAmount.ts';

const { reimbursement: texts } = zhCN;

/** Lines travel as yyyy-MM-dd. */
export const EXPENSE_DATE_FORMAT = 'YYYY-MM-DD';
const ITEM_MAX_LENGTH = 50;
const INVOICE_MAX = 99;

/** One line as the form holds it. */
export interface LineValues {
  expenseDate?: Dayjs | null;
  item?: string;
  amount?: number | null;
  invoiceCount?: number | null;
}

/** An expense after today is not one yet (the server refuses it too). */
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** The 合计 row: the sum under the amounts, as the amounts are aligned above it. */
function Summary({ lines, columns, align }: { lines: readonly (LineValues | undefined)[] | undefined; columns: number; align: 'left' | 'right' }) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={3}>
        <Typography.Text strong>{texts.sum}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={3} align={align}>
        <Typography.Text strong>{formatYuan(totalCents(lines))}</Typography.Text>
      </Table.Summary.Cell>
      <Table.Summary.Cell index={4} colSpan={columns - 4} />
    </Table.Summary.Row>
  );
}

/** The lines as a table of text: while handling, or wherever the node keeps them read-only. */
export function ReimbursementLinesView({ lines }: { lines: readonly LineValues[] | undefined }) {
  const phone = usePhone();
  const rows = (lines ?? []).map((line, key) => ({ ...line, key }));
  const columns: TableColumnType<LineValues & { key: number }>[] = [
    { title: texts.index, key: 'index', width: 56, render: (_, __, index) => index + 1 },
    { title: texts.expenseDate, dataIndex: 'expenseDate', width: 120, render: (value: Dayjs | null | undefined) => value?.format(EXPENSE_DATE_FORMAT) ?? '' },
    { title: texts.item, dataIndex: 'item' },
    { title: texts.amount, dataIndex: 'amount', width: 140, align: 'right', render: (value: number | null | undefined) => formatYuan(centsOf(value)) },
    { title: texts.invoiceCount, dataIndex: 'invoiceCount', width: 96, align: 'right', render: (value: number | null | undefined) => value ?? 0 },
  ];
  // On a phone (issue 25) a card per line; the form's 报销总额 below says the sum.
  if (phone) return <DataTableCards label={texts.lines} columns={columns} rows={rows} keyOf={(row) => row.key} loading={false} pagination={false} />;
  return (
    <Table<LineValues & { key: number }>
      size="small"
      bordered
      pagination={false}
      aria-label={texts.lines}
      dataSource={rows}
      columns={columns}
      summary={() => <Summary lines={lines} columns={5} align="right" />}
    />
  );
}

type LineField = FormListFieldData;

/** The editor's columns: a line's fields, each a control of the form's list. */
function editorColumns(count: number, remove: (index: number) => void): TableColumnType<LineField>[] {
  return [
    { title: texts.index, key: 'index', width: 56, render: (_, __, index) => index + 1 },
    {
      title: texts.expenseDate,
      key: 'expenseDate',
      width: 160,
      render: (_, field, index) => (
        <Form.Item name={[field.name, 'expenseDate']} rules={[{ required: true, message: texts.expenseDateRequired }]} style={{ margin: 0 }}>
          <DatePicker
            aria-label={texts.lineField(index + 1, texts.expenseDate)}
            placeholder={texts.datePlaceholder}
            format={EXPENSE_DATE_FORMAT}
            disabledDate={afterToday}
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: texts.item,
      key: 'item',
      render: (_, field, index) => (
        <Form.Item name={[field.name, 'item']} rules={[{ required: true, whitespace: true, message: texts.itemRequired }]} style={{ margin: 0 }}>
          <Input aria-label={texts.lineField(index + 1, texts.item)} maxLength={ITEM_MAX_LENGTH} placeholder={texts.inputPlaceholder(texts.item)} />
        </Form.Item>
      ),
    },
    {
      title: texts.amount,
      key: 'amount',
      width: 150,
      render: (_, field, index) => (
        <Form.Item name={[field.name, 'amount']} rules={[{ required: true, message: texts.amountRequired }]} style={{ margin: 0 }}>
          <InputNumber<number>
            aria-label={texts.lineField(index + 1, texts.amount)}
            min={AMOUNT_MIN}
            max={AMOUNT_MAX}
            precision={2}
            step={1}
            placeholder="0.00"
            style={{ width: '100%' }}
          />
        </Form.Item>
      ),
    },
    {
      title: texts.invoiceCount,
      key: 'invoiceCount',
      width: 100,
      render: (_, field, index) => (
        <Form.Item name={[field.name, 'invoiceCount']} style={{ margin: 0 }}>
          <InputNumber<number> aria-label={texts.lineField(index + 1, texts.invoiceCount)} min={0} max={INVOICE_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ),
    },
    {
      title: texts.operation,
      key: 'operation',
      width: 64,
      align: 'center',
      render: (_, field, index) => (
        <Tooltip title={texts.removeLine(index + 1)}>
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={texts.removeLine(index + 1)} disabled={count <= 1} onClick={() => remove(field.name)} />
        </Tooltip>
      ),
    },
  ];
}

/**
 * The expense lines being written: a date (not after today), an item, an amount of 0.01 to
 * 999 999.99 with two decimals and the invoice count; one line at least and fifty at most.
 * The sum shows under them as they are typed.
 */
export function ReimbursementLinesEditor({ lines, maxLines = MAX_LINES }: { lines: readonly (LineValues | undefined)[] | undefined; maxLines?: number }) {
  const phone = usePhone();
  return (
    <Form.List
      name="lines"
      rules={[
        {
          validator: async (_, value: unknown[] | undefined) => {
            if (!value || value.length === 0) throw new Error(texts.linesRequired);
            if (value.length > maxLines) throw new Error(texts.linesTooMany(maxLines));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <>
          {phone ? (
            // On a phone (issue 25) a card per line, its fields one above the other; the sum is 报销总额 below.
            <DataTableCards label={texts.lines} columns={editorColumns(fields.length, remove)} rows={fields} keyOf={(field) => field.key} loading={false} pagination={false} />
          ) : (
            <Table
              size="small"
              bordered
              pagination={false}
              aria-label={texts.lines}
              scroll={{ x: 640 }}
              dataSource={fields}
              rowKey="key"
              columns={editorColumns(fields.length, remove)}
              summary={() => <Summary lines={lines} columns={6} align="left" />}
            />
          )}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            disabled={fields.length >= maxLines}
            onClick={() => add({ expenseDate: null, item: '', amount: null, invoiceCount: 1 })}
          >
            {texts.addLine}
          </Button>
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}
