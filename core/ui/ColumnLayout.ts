import type { ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import type { components } from '../../contracts/generated/admin.ts';

/** One column as the layout cache stores it (contracts/openapi/admin.yaml, TableColumn). */
export type SavedColumn = components['schemas']['TableColumn'];

export type FixedSide = 'left' | 'right';

/**
 * A DataTable column (part 1 §3): antd's column with a string dataIndex or key, which names the
 * column in the saved layout, and the layout fields the user can change.
 */
export interface DataTableColumn<T> extends Omit<
  TableColumnType<T>,
  'dataIndex' | 'key' | 'title' | 'fixed' | 'hidden' | 'width' | 'ellipsis' | 'align'
> {
  dataIndex?: string;
  key?: string;
  title?: ReactNode;
  width?: number | string;
  fixed?: FixedSide;
  hidden?: boolean;
  ellipsis?: boolean;
  align?: 'left' | 'center' | 'right';
}

/** The dataIndex of the row-action column, which sits fixed on the right unless it says otherwise. */
export const OPERATION_COLUMN = 'operation';

/** Part 1 §5: the first two columns stay visible. */
const ALWAYS_VISIBLE = 2;

export function columnIdOf(column: { dataIndex?: string; key?: string }): string {
  const id = column.dataIndex ?? column.key;
  if (id === undefined || id === '') throw new Error('DataTable 的每一列都需要 dataIndex 或 key');
  return id;
}

function savedIdOf(column: SavedColumn): string | undefined {
  return column.dataIndex ?? column.key ?? undefined;
}

/** Left-fixed columns first and right-fixed last, as antd needs them; otherwise the order stays. */
function arrange<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  const side = (c: DataTableColumn<T>) => (c.fixed === 'left' ? 0 : c.fixed === 'right' ? 2 : 1);
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => side(a.column) - side(b.column) || a.index - b.index)
    .map(({ column }) => column);
}

function savedFixed(saved: SavedColumn, fallback: FixedSide | undefined): FixedSide | undefined {
  if (saved.fixed === 'left' || saved.fixed === 'right') return saved.fixed;
  // false or null was written for a column the user unfixed; absent means the layout never said.
  return saved.fixed === undefined ? fallback : undefined;
}

/**
 * The columns of one table in the user's order, with what is hidden and what is fixed. Every
 * change returns a new layout; a refused change returns this same layout, so `next === layout`
 * tells a caller nothing changed and nothing needs saving.
 */
export class ColumnLayout<T> {
  private constructor(
    readonly columns: readonly DataTableColumn<T>[],
    private readonly locked: ReadonlySet<string>,
  ) {}

  /** The layout the code declares: the operation column fixed right, the first two locked visible. */
  static of<T>(declared: readonly DataTableColumn<T>[]): ColumnLayout<T> {
    const columns = declared.map((column) =>
      columnIdOf(column) === OPERATION_COLUMN && column.fixed === undefined ? { ...column, fixed: 'right' as const } : column,
    );
    const locked = new Set(columns.slice(0, ALWAYS_VISIBLE).map(columnIdOf));
    return new ColumnLayout(arrange(columns.map((c) => (locked.has(columnIdOf(c)) ? { ...c, hidden: false } : c))), locked);
  }

  /**
   * A saved layout over this one, matched by dataIndex: the saved order, visibility, fixing and
   * width win; title, render and the rest come from the code, so a release can rename a column.
   * Columns the code no longer has are dropped; new ones appear after their neighbour in the code.
   */
  withSaved(saved: readonly SavedColumn[]): ColumnLayout<T> {
    const declared = new Map(this.columns.map((c) => [columnIdOf(c), c]));
    const merged: DataTableColumn<T>[] = [];
    const placed = new Set<string>();
    for (const entry of saved) {
      const id = savedIdOf(entry);
      const column = id === undefined ? undefined : declared.get(id);
      if (id === undefined || !column || placed.has(id)) continue;
      placed.add(id);
      merged.push({
        ...column,
        hidden: this.locked.has(id) ? false : (entry.hidden ?? column.hidden),
        fixed: savedFixed(entry, column.fixed),
        width: entry.width ?? column.width,
      });
    }
    let previous: string | undefined;
    for (const column of this.columns) {
      const id = columnIdOf(column);
      if (!placed.has(id)) {
        const at = previous === undefined ? 0 : merged.findIndex((c) => columnIdOf(c) === previous) + 1;
        merged.splice(at, 0, column);
        placed.add(id);
      }
      previous = id;
    }
    return new ColumnLayout(arrange(merged), this.locked);
  }

  get visibleColumns(): DataTableColumn<T>[] {
    return this.columns.filter((c) => !c.hidden);
  }

  find(id: string): DataTableColumn<T> | undefined {
    return this.columns.find((c) => columnIdOf(c) === id);
  }

  canHide(id: string): boolean {
    return this.find(id) !== undefined && !this.locked.has(id);
  }

  /** Part 1 §5: a fixed column keeps its place. */
  canMove(id: string): boolean {
    const column = this.find(id);
    return column !== undefined && column.fixed === undefined;
  }

  setHidden(id: string, hidden: boolean): ColumnLayout<T> {
    const column = this.find(id);
    if (!column || !!column.hidden === hidden || (hidden && !this.canHide(id))) return this;
    return this.#replace(id, { ...column, hidden });
  }

  /** Fixes a column to a side, or unfixes it with `undefined`. */
  setFixed(id: string, side: FixedSide | undefined): ColumnLayout<T> {
    const column = this.find(id);
    if (!column || column.fixed === side) return this;
    return this.#replace(id, { ...column, fixed: side });
  }

  /** Moves a column to where `targetId` is now (the target shifts aside); both must be unfixed. */
  move(id: string, targetId: string): ColumnLayout<T> {
    if (id === targetId || !this.canMove(id) || !this.canMove(targetId)) return this;
    const columns = [...this.columns];
    const from = columns.findIndex((c) => columnIdOf(c) === id);
    const to = columns.findIndex((c) => columnIdOf(c) === targetId);
    const [moved] = columns.splice(from, 1);
    columns.splice(to, 0, moved);
    return new ColumnLayout(columns, this.locked);
  }

  /** What the layout cache keeps: the order and the layout fields, never render functions. */
  toSaved(): SavedColumn[] {
    return this.columns.map((column) => {
      const saved: SavedColumn = { fixed: column.fixed ?? false, hidden: !!column.hidden };
      if (column.dataIndex !== undefined) saved.dataIndex = column.dataIndex;
      if (column.key !== undefined) saved.key = column.key;
      if (typeof column.title === 'string') saved.title = column.title;
      if (column.width !== undefined) saved.width = column.width;
      if (column.ellipsis !== undefined) saved.ellipsis = column.ellipsis;
      if (column.align !== undefined) saved.align = column.align;
      return saved;
    });
  }

  #replace(id: string, next: DataTableColumn<T>): ColumnLayout<T> {
    return new ColumnLayout(arrange(this.columns.map((c) => (columnIdOf(c) === id ? next : c))), this.locked);
  }
}
