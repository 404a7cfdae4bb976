import { describe, expect, it } from 'vitest';
import { ColumnLayout, columnIdOf, type DataTableColumn } from './ColumnLayout.ts';

interface Row {
  name: string;
}

const declared: DataTableColumn<Row>[] = [
  { dataIndex: 'name', title: '名称' },
  { dataIndex: 'code', title: '编码' },
  { dataIndex: 'type', title: '类型' },
  { dataIndex: 'createTime', title: '创建时间' },
  { dataIndex: 'operation', title: '操作' },
];

const ids = (layout: ColumnLayout<Row>) => layout.columns.map(columnIdOf);

describe('ColumnLayout', () => {
  it('fixes the operation column on the right unless the code says otherwise', () => {
    const layout = ColumnLayout.of(declared);
    expect(layout.find('operation')?.fixed).toBe('right');
    const unfixed = ColumnLayout.of([{ dataIndex: 'operation', fixed: 'left' }, ...declared.slice(0, 2)]);
    expect(unfixed.find('operation')?.fixed).toBe('left');
  });

  it('never hides the first two declared columns', () => {
    const layout = ColumnLayout.of(declared);
    expect(layout.canHide('name')).toBe(false);
    expect(layout.canHide('code')).toBe(false);
    expect(layout.setHidden('code', true)).toBe(layout);
    expect(layout.setHidden('type', true).find('type')?.hidden).toBe(true);
    expect(ColumnLayout.of([{ dataIndex: 'name', hidden: true }, ...declared.slice(1)]).find('name')?.hidden).toBe(false);
  });

  it('never moves a fixed column, nor another column onto its place', () => {
    const layout = ColumnLayout.of(declared).setFixed('type', 'left');
    expect(ids(layout)).toEqual(['type', 'name', 'code', 'createTime', 'operation']);
    expect(layout.canMove('type')).toBe(false);
    expect(layout.move('type', 'createTime')).toBe(layout);
    expect(layout.move('createTime', 'type')).toBe(layout);
    expect(layout.move('operation', 'name')).toBe(layout);
    expect(ids(layout.move('createTime', 'name'))).toEqual(['type', 'createTime', 'name', 'code', 'operation']);
  });

  it('a second fix on the same side is a no-op, unfixing puts the column back among the others', () => {
    const fixed = ColumnLayout.of(declared).setFixed('createTime', 'left');
    expect(fixed.setFixed('createTime', 'left')).toBe(fixed);
    expect(ids(fixed)).toEqual(['createTime', 'name', 'code', 'type', 'operation']);
    expect(fixed.setFixed('createTime', undefined).find('createTime')?.fixed).toBeUndefined();
  });

  it('merges a saved layout over the code by dataIndex: order, visibility, fixing and width from the save, the rest from the code', () => {
    const layout = ColumnLayout.of(declared).withSaved([
      { dataIndex: 'operation', fixed: false, hidden: false },
      { dataIndex: 'type', title: '旧标题', hidden: true, width: 180, fixed: false },
      { dataIndex: 'name', fixed: false, hidden: true },
      { dataIndex: 'retired', fixed: false, hidden: false },
      { dataIndex: 'code', fixed: 'left', hidden: false },
    ]);
    // retired is gone from the code; createTime is new to this save and follows its neighbour type.
    expect(ids(layout)).toEqual(['code', 'operation', 'type', 'createTime', 'name']);
    expect(layout.find('type')).toMatchObject({ title: '类型', hidden: true, width: 180, fixed: undefined });
    expect(layout.find('operation')?.fixed).toBeUndefined();
    expect(layout.find('name')?.hidden).toBe(false);
    expect(layout.find('code')?.fixed).toBe('left');
  });

  it('keeps the code’s fixing where the save says nothing, and places a new first column first', () => {
    const layout = ColumnLayout.of(declared).withSaved([{ dataIndex: 'code' }, { dataIndex: 'operation' }]);
    expect(ids(layout)).toEqual(['name', 'code', 'type', 'createTime', 'operation']);
    expect(layout.find('operation')?.fixed).toBe('right');
  });

  it('saves the layout fields only, with unfixed columns written as fixed: false', () => {
    const saved = ColumnLayout.of<Row>([
      { dataIndex: 'name', title: '名称', width: 120, render: (value: string) => value.toUpperCase() },
      { key: 'extra', title: '附加', ellipsis: true, align: 'center' },
    ]).toSaved();
    expect(saved).toEqual([
      { dataIndex: 'name', title: '名称', width: 120, fixed: false, hidden: false },
      { key: 'extra', title: '附加', ellipsis: true, align: 'center', fixed: false, hidden: false },
    ]);
  });

  it('refuses a column without dataIndex or key', () => {
    expect(() => ColumnLayout.of([{ title: '无名' }])).toThrow(/dataIndex 或 key/);
  });
});
