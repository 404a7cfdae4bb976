import {
  useCallback,
  useEffect,
  useEffectEvent,
  useImperativeHandle,
  useRef,
  useState,
  type Key,
  type ReactNode,
  type Ref,
} from 'react';
import { Alert, Button, Table, theme, type TablePaginationConfig, type TableProps } from 'antd';
import { usePhone } from '../react/usePhone.ts';
import { ColumnSettings } from './ColumnSettings.tsx';
import { DataTableCards } from './DataTableCards.tsx';
import type { DataTableColumn } from './ColumnLayout.ts';
import { antdSizeOf, type TableDensity } from './DensitySwitch.tsx';
import { reorderRows, type RowMove } from './RowReorder.ts';
import { DRAG_HANDLE_WIDTH, DraggableRow, RowDragHandle, TableDragReorder } from './TableDragReorder.tsx';
import { TableToolbar } from './TableToolbar.tsx';
import { useColumnLayout } from './useColumnLayout.ts';
import { zhCN } from './zhCN.ts';

/** Part 1 §9: page sizes 10, 20, 30, 50; page 1 of size 10 first. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 10;
/** Part 1 §9: the index column is 60 px wide. */
export const INDEX_COLUMN_WIDTH = 60;

/** What `request` is asked for: the page, and the search values from `params`. */
export type DataTableQuery = Record<string, unknown> & { current: number; size: number };

/** One page of rows and how many there are in all. */
export interface DataTablePage<T> {
  records: T[];
  total: number;
}

export interface DataTableHandle {
  /** Loads the current page again. */
  reload(): void;
  /** Back to page 1 and load (after a search, or an action that changes the list). */
  reset(): void;
  clearSelection(): void;
}

/** A controlled selection, kept across pages (part 1 §4). */
export interface DataTableSelection<T> {
  selectedRowKeys: Key[];
  onChange(keys: Key[], rows: T[]): void;
  type?: 'checkbox' | 'radio';
  getCheckboxProps?: (row: T) => { disabled?: boolean };
}

export interface DataTableRowDrag<T> {
  /** Return false to refuse a move; a move into the row's own descendants is always refused. */
  allowDrop?(move: RowMove<T>): boolean;
  /** The rows in their new order (the table already shows it); save the order here. */
  onReorder(rows: T[], move: RowMove<T>): void;
}

export interface DataTableProps<T extends object> {
  columns: DataTableColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** Loads one page from the server; the table pages, reloads and refreshes through it. */
  request?: (query: DataTableQuery) => Promise<DataTablePage<T>>;
  /** Rows the page already has (the table pages them itself); used when there is no `request`. */
  dataSource?: T[];
  /** Search values sent with every request; a change goes back to page 1. */
  params?: Record<string, unknown>;
  /** Refresh for `dataSource` tables; a `request` table refreshes by loading again. */
  onRefresh?: () => void;
  /** Keeps two tables with the same columns apart in the saved layouts. */
  tableKey?: string;
  /** The left of the toolbar: a title, 新增 and batch buttons. */
  toolbar?: ReactNode;
  showIndex?: boolean;
  selection?: DataTableSelection<T>;
  rowDrag?: DataTableRowDrag<T>;
  /** false for a table without pages. */
  pagination?: false;
  loading?: boolean;
  scroll?: TableProps<T>['scroll'];
  expandable?: TableProps<T>['expandable'];
  onRow?: TableProps<T>['onRow'];
  ref?: Ref<DataTableHandle>;
}

interface Paging {
  current: number;
  size: number;
  /** Bumped to load the same page again. */
  round: number;
}

/**
 * The portal's list table on antd's Table (part 1 §4, §5, §9): server pages through `request`,
 * a toolbar with refresh, density, fullscreen and the user's saved column layout, selection
 * kept across pages, an index counting across pages and rows reordered by drag.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { columns, rowKey, request, dataSource, params, selection, rowDrag, showIndex, ref } = props;
  const { token } = theme.useToken();
  const frame = useRef<HTMLDivElement>(null);
  const [density, setDensity] = useState<TableDensity>('default');
  const { layout, change, reset: resetLayout } = useColumnLayout(columns, props.tableKey);

  const [paging, setPaging] = useState<Paging>({ current: 1, size: DEFAULT_PAGE_SIZE, round: 0 });
  const [loaded, setLoaded] = useState<DataTablePage<T>>({ records: [], total: 0 });
  const [loading, setLoading] = useState(request !== undefined);

  // Compared by content: a page passing `params={{ ... }}` inline must not reload on every render.
  const paramsKey = JSON.stringify(params ?? {});
  const [seenParams, setSeenParams] = useState(paramsKey);
  if (seenParams !== paramsKey) {
    setSeenParams(paramsKey);
    setPaging((p) => ({ ...p, current: 1, round: p.round + 1 }));
  }

  const load = useEffectEvent((page: Paging, isCurrent: () => boolean) => {
    if (!request) return;
    setLoading(true);
    request({ ...params, current: page.current, size: page.size })
      .then(
        (answer) => isCurrent() && setLoaded({ records: answer.records ?? [], total: answer.total ?? 0 }),
        // The HTTP client has told the user; the rows shown so far stay.
        () => undefined,
      )
      .finally(() => isCurrent() && setLoading(false));
  });

  useEffect(() => {
    let current = true;
    load(paging, () => current);
    return () => {
      current = false;
    };
  }, [paging]);

  const fullscreenTarget = useCallback(() => frame.current, []);
  const reload = useCallback(() => setPaging((p) => ({ ...p, round: p.round + 1 })), []);
  const resetPage = useCallback(() => setPaging((p) => ({ ...p, current: 1, round: p.round + 1 })), []);
  useImperativeHandle(ref, () => ({ reload, reset: resetPage, clearSelection: () => selection?.onChange([], []) }));

  const rows = request ? loaded.records : (dataSource ?? []);
  const total = request ? loaded.total : rows.length;
  const keyOf = (row: T): Key => (typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key));

  const onDrop = (dragKey: string, targetKey: string, position: 'above' | 'below') => {
    if (!rowDrag) return;
    const moved = reorderRows(rows, dragKey, targetKey, position, {
      keyOf,
      allowDrop: rowDrag.allowDrop,
      childrenField: props.expandable?.childrenColumnName,
    });
    if (!moved) return;
    if (request) setLoaded((page) => ({ ...page, records: moved.rows }));
    rowDrag.onReorder(moved.rows, moved.move);
  };

  const leading: NonNullable<TableProps<T>['columns']> = [];
  const fixedLeading = layout.visibleColumns.some((c) => c.fixed === 'left') ? ('left' as const) : undefined;
  if (rowDrag) {
    leading.push({
      key: '__drag',
      title: zhCN.table.dragRow,
      width: DRAG_HANDLE_WIDTH,
      align: 'center',
      fixed: fixedLeading,
      render: () => <RowDragHandle />,
    });
  }
  if (showIndex) {
    leading.push({
      key: '__index',
      title: zhCN.table.index,
      width: INDEX_COLUMN_WIDTH,
      align: 'center',
      fixed: fixedLeading,
      // Counts across pages: row 1 of page 2 (size 10) is 11.
      render: (_value, _row, index) => (props.pagination === false ? 0 : (paging.current - 1) * paging.size) + index + 1,
    });
  }
  const shownColumns = [...leading, ...(layout.visibleColumns as NonNullable<TableProps<T>['columns']>)];

  const pagination: TablePaginationConfig | false =
    props.pagination === false
      ? false
      : {
          current: paging.current,
          pageSize: paging.size,
          total,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (count) => zhCN.table.total(count),
        };

  const changePage = (current: number, size: number) => {
    if (current !== paging.current || size !== paging.size) setPaging((p) => ({ current, size, round: p.round + 1 }));
  };

  // On a phone a plain list (no selection, drag or nesting) is cards, not a table wider than the phone.
  const cards = usePhone() && !selection && !rowDrag && !props.expandable;

  const table = cards ? (
    <DataTableCards<T>
      columns={layout.visibleColumns as NonNullable<TableProps<T>['columns']>}
      rows={rows}
      keyOf={keyOf}
      loading={props.loading ?? loading}
      pagination={pagination}
      onPageChange={changePage}
    />
  ) : (
    <Table<T>
      rowKey={rowKey}
      columns={shownColumns}
      dataSource={rows}
      loading={props.loading ?? loading}
      size={antdSizeOf[density]}
      pagination={pagination}
      // A client-paged table is sliced by antd; the server pages only when something changed.
      onChange={(next) => changePage(next.current ?? 1, next.pageSize ?? paging.size)}
      rowSelection={
        selection && {
          type: selection.type,
          selectedRowKeys: selection.selectedRowKeys,
          // Keys of rows on other pages stay selected while the user pages (part 1 §4).
          preserveSelectedRowKeys: true,
          onChange: (keys, selectedRows) => selection.onChange(keys, selectedRows),
          getCheckboxProps: selection.getCheckboxProps,
        }
      }
      components={rowDrag ? { body: { row: DraggableRow } } : undefined}
      scroll={props.scroll ?? { x: 'max-content' }}
      expandable={props.expandable}
      onRow={props.onRow}
    />
  );

  return (
    <div ref={frame} style={{ background: token.colorBgContainer, overflow: 'auto' }}>
      <TableToolbar
        onRefresh={request ? reload : props.onRefresh}
        density={density}
        onDensityChange={setDensity}
        fullscreenTarget={fullscreenTarget}
        columnSettings={
          <ColumnSettings layout={layout} onChange={change} onReset={resetLayout} tableHeight={() => frame.current?.offsetHeight ?? 0} />
        }
      >
        {props.toolbar}
      </TableToolbar>
      {selection && selection.selectedRowKeys.length > 0 && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          title={
            <span>
              {zhCN.table.selected(selection.selectedRowKeys.length)}
              <Button type="link" size="small" onClick={() => selection.onChange([], [])}>
                {zhCN.table.clearSelection}
              </Button>
            </span>
          }
        />
      )}
      {rowDrag ? <TableDragReorder onDrop={onDrop}>{table}</TableDragReorder> : table}
    </div>
  );
}
