import type { Key } from 'react';

/** Where a dragged row lands next to the row under it (part 1 §4). */
export type DropPosition = 'above' | 'below';

/** A proposed row move, as a veto callback sees it. */
export interface RowMove<T> {
  row: T;
  target: T;
  position: DropPosition;
}

export interface RowReorderOptions<T> {
  keyOf(row: T): Key;
  /** Return false to refuse the move; called only for moves the tree allows. */
  allowDrop?(move: RowMove<T>): boolean;
  /** Where tree rows keep their child rows (antd's childrenColumnName). */
  childrenField?: string;
}

/** Indices from the top level down to a row. */
type RowPath = number[];

function childrenOf<T>(row: T, field: string): T[] | undefined {
  const children = (row as Record<string, unknown>)[field];
  return Array.isArray(children) ? (children as T[]) : undefined;
}

function pathOf<T>(rows: readonly T[], key: string, options: RowReorderOptions<T>, field: string): RowPath | undefined {
  for (let i = 0; i < rows.length; i += 1) {
    if (String(options.keyOf(rows[i])) === key) return [i];
    const children = childrenOf(rows[i], field);
    const below = children && pathOf(children, key, options, field);
    if (below) return [i, ...below];
  }
  return undefined;
}

function rowAt<T>(rows: readonly T[], path: RowPath, field: string): T {
  const [head, ...rest] = path;
  return rest.length === 0 ? rows[head] : rowAt(childrenOf(rows[head], field) ?? [], rest, field);
}

/** A copy of `rows` with the sibling list holding `path`'s last index changed by `edit`; other rows are shared. */
function editSiblings<T>(rows: readonly T[], path: RowPath, field: string, edit: (siblings: T[]) => void): T[] {
  const copy = [...rows];
  const [head, ...rest] = path;
  if (rest.length === 0) {
    edit(copy);
    return copy;
  }
  const parent = copy[head];
  copy[head] = { ...parent, [field]: editSiblings(childrenOf(parent, field) ?? [], rest, field, edit) };
  return copy;
}

const isWithin = (path: RowPath, ancestor: RowPath) =>
  path.length > ancestor.length && ancestor.every((index, depth) => path[depth] === index);

/**
 * Moves the row `dragKey` above or below the row `targetKey`, into the target's sibling list
 * (tree rows included). Returns null when the move is refused: an unknown or identical row, a
 * target inside the dragged row's own descendants (the row would vanish into itself), or a
 * veto from `allowDrop`. The input is never changed.
 */
export function reorderRows<T>(
  rows: readonly T[],
  dragKey: Key,
  targetKey: Key,
  position: DropPosition,
  options: RowReorderOptions<T>,
): { rows: T[]; move: RowMove<T> } | null {
  const field = options.childrenField ?? 'children';
  const dragPath = pathOf(rows, String(dragKey), options, field);
  const targetPath = pathOf(rows, String(targetKey), options, field);
  if (!dragPath || !targetPath || String(dragKey) === String(targetKey)) return null;
  if (isWithin(targetPath, dragPath)) return null;

  const move: RowMove<T> = { row: rowAt(rows, dragPath, field), target: rowAt(rows, targetPath, field), position };
  if (options.allowDrop && !options.allowDrop(move)) return null;

  const without = editSiblings(rows, dragPath, field, (siblings) => siblings.splice(dragPath[dragPath.length - 1], 1));
  // Taking the row out may shift the target up by one, so find it again.
  const landing = pathOf(without, String(targetKey), options, field) as RowPath;
  const at = landing[landing.length - 1] + (position === 'below' ? 1 : 0);
  return { rows: editSiblings(without, landing, field, (siblings) => siblings.splice(at, 0, move.row)), move };
}
