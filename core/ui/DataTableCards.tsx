import type { Key, ReactNode } from 'react';
import { Empty, Pagination, Spin, theme, type TablePaginationConfig, type TableColumnType } from 'antd';
import { OPERATION_COLUMN } from './ColumnLayout.ts';
import { zhCN } from './zhCN.ts';

export interface DataTableCardsProps<T extends object> {
  /** The table's shown columns, in the user's order: each is a line of the card. */
  columns: TableColumnType<T>[];
  rows: T[];
  keyOf(row: T): Key;
  loading: boolean;
  pagination: TablePaginationConfig | false;
  onPageChange?(current: number, size: number): void;
  /** The list's accessible name (default 列表). */
  label?: string;
}

function cellOf<T extends object>(column: TableColumnType<T>, row: T, index: number): ReactNode {
  const dataIndex = column.dataIndex as string | undefined;
  const value = dataIndex === undefined ? undefined : (row as Record<string, unknown>)[dataIndex];
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value == null ? '' : String(value as string | number);
}

/**
 * A DataTable's page on a phone (issue 25): a card per row, each column a line of its title and
 * value as the table would render it, the row's actions at the foot of the card, and the pages
 * below; nothing wider than the phone. Also the phone's form of a form's own table of lines.
 */
export function DataTableCards<T extends object>({ columns, rows, keyOf, loading, pagination, onPageChange, label = zhCN.table.cards }: DataTableCardsProps<T>) {
  const { token } = theme.useToken();
  const operation = columns.find((column) => (column.dataIndex ?? column.key) === OPERATION_COLUMN);
  const lines = columns.filter((column) => column !== operation);
  return (
    <Spin spinning={loading}>
      {rows.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((row, index) => (
          <li
            key={keyOf(row)}
            style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: '8px 12px', marginBottom: 8 }}
          >
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 4 }}>
              {lines.map((column, line) => (
                <div key={String(column.key ?? column.dataIndex ?? line)} style={{ display: 'contents' }}>
                  <dt style={{ color: token.colorTextSecondary }}>{column.title as ReactNode}</dt>
                  <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</dd>
                </div>
              ))}
            </dl>
            {operation && <div style={{ marginTop: 4, marginInline: -8 }}>{cellOf(operation, row, index)}</div>}
          </li>
        ))}
      </ul>
      {pagination && (
        <Pagination
          simple
          align="center"
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onChange={onPageChange}
          showTotal={pagination.showTotal}
        />
      )}
    </Spin>
  );
}
