import { describe, expect, it } from 'vitest';
import { TileOrder } from './TileOrder.ts';

const order = new TileOrder('其他');
const items = [
  { id: 1, groupName: '行政办公' },
  { id: 4, groupName: '人事' },
  { id: 2, groupName: '行政办公' },
  { id: 5, groupName: null },
  { id: 3, groupName: '行政办公' },
];

describe('TileOrder', () => {
  it('groups in the order of each group’s first member, the ungrouped under their own name', () => {
    expect(order.groups(items).map((g) => [g.name, g.items.map((i) => i.id)])).toEqual([
      ['行政办公', [1, 2, 3]],
      ['人事', [4]],
      ['其他', [5]],
    ]);
  });

  it('moves a tile inside its group and answers the whole list, group by group', () => {
    expect(order.moved(items, 3, 1)!.map((i) => i.id)).toEqual([3, 1, 2, 4, 5]);
    expect(order.moved(items, 1, 2)!.map((i) => i.id)).toEqual([2, 1, 3, 4, 5]);
  });

  it('moves nothing onto itself or across groups', () => {
    expect(order.moved(items, 1, 1)).toBeNull();
    expect(order.moved(items, 1, 4)).toBeNull();
    expect(order.moved(items, 99, 1)).toBeNull();
  });
});
