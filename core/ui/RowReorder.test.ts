import { describe, expect, it, vi } from 'vitest';
import { reorderRows, type RowMove } from './RowReorder.ts';

interface Node {
  id: number;
  children?: Node[];
}

const keyOf = (row: Node) => row.id;
const flat: Node[] = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (rows: Node[]): unknown[] => rows.map((row) => (row.children ? [row.id, ids(row.children)] : row.id));

const tree: Node[] = [
  { id: 1, children: [{ id: 11 }, { id: 12, children: [{ id: 121 }] }] },
  { id: 2 },
];

describe('reorderRows', () => {
  it('moves a row above or below the target row', () => {
    expect(ids(reorderRows(flat, 4, 2, 'above', { keyOf })!.rows)).toEqual([1, 4, 2, 3]);
    expect(ids(reorderRows(flat, 1, 3, 'below', { keyOf })!.rows)).toEqual([2, 3, 1, 4]);
    expect(ids(reorderRows(flat, 1, 4, 'below', { keyOf })!.rows)).toEqual([2, 3, 4, 1]);
  });

  it('leaves the rows it was given unchanged', () => {
    const rows = structuredClone(tree);
    reorderRows(rows, 2, 11, 'above', { keyOf });
    expect(rows).toEqual(tree);
  });

  it('moves tree rows between levels, into the target’s sibling list', () => {
    expect(ids(reorderRows(tree, 2, 121, 'below', { keyOf })!.rows)).toEqual([[1, [11, [12, [121, 2]]]]]);
    expect(ids(reorderRows(tree, 11, 2, 'above', { keyOf })!.rows)).toEqual([[1, [[12, [121]]]], 11, 2]);
  });

  it('refuses to move a row into its own descendants', () => {
    expect(reorderRows(tree, 1, 11, 'above', { keyOf })).toBeNull();
    expect(reorderRows(tree, 1, 121, 'below', { keyOf })).toBeNull();
    expect(reorderRows(tree, 12, 121, 'above', { keyOf })).toBeNull();
    // A descendant may still move out above its ancestor.
    expect(ids(reorderRows(tree, 121, 1, 'above', { keyOf })!.rows)).toEqual([121, [1, [11, [12, []]]], 2]);
  });

  it('lets a veto callback stop a move, after showing it the rows and the position', () => {
    const allowDrop = vi.fn((move: RowMove<Node>) => move.target.id !== 3);
    expect(reorderRows(flat, 1, 3, 'below', { keyOf, allowDrop })).toBeNull();
    expect(allowDrop).toHaveBeenLastCalledWith({ row: { id: 1 }, target: { id: 3 }, position: 'below' });
    const allowed = reorderRows(flat, 1, 2, 'below', { keyOf, allowDrop });
    expect(allowed?.move).toEqual({ row: { id: 1 }, target: { id: 2 }, position: 'below' });
    expect(ids(allowed!.rows)).toEqual([2, 1, 3, 4]);
  });

  it('refuses unknown rows and a drop on the row itself without asking the veto', () => {
    const allowDrop = vi.fn(() => true);
    expect(reorderRows(flat, 9, 2, 'above', { keyOf, allowDrop })).toBeNull();
    expect(reorderRows(flat, 2, 2, 'above', { keyOf, allowDrop })).toBeNull();
    expect(reorderRows(tree, 1, 11, 'above', { keyOf, allowDrop })).toBeNull();
    expect(allowDrop).not.toHaveBeenCalled();
  });

  it('matches keys by their text, as the drag layer reports them', () => {
    expect(ids(reorderRows(flat, '4', '1', 'above', { keyOf })!.rows)).toEqual([4, 1, 2, 3]);
  });

  it('reads children from another field when the table says so', () => {
    const rows = [{ id: 1, items: [{ id: 2 }] }, { id: 3 }];
    const moved = reorderRows(rows, 3, 2, 'above', { keyOf: (row) => row.id, childrenField: 'items' });
    expect(moved!.rows).toEqual([{ id: 1, items: [{ id: 3 }, { id: 2 }] }]);
    expect(reorderRows(rows, 1, 2, 'below', { keyOf: (row) => row.id, childrenField: 'items' })).toBeNull();
  });
});
