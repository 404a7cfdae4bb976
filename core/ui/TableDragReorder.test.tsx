import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataTableColumn } from './ColumnLayout.ts';
import { DataTable } from './DataTable.tsx';
import type { RowMove } from './RowReorder.ts';
import { renderWidget } from './testing/renderWidget.tsx';
import { stackRows } from './testing/stackedRows.ts';

interface Step {
  id: number;
  name: string;
  children?: Step[];
}

const columns: DataTableColumn<Step>[] = [{ dataIndex: 'name', title: '节点' }, { dataIndex: 'id', title: '编号' }];

const names = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) => within(row as HTMLElement).getAllByRole('cell')[1].textContent);

/** Drags a row by its handle with the keyboard: each ArrowDown moves it 25 px, rows are 40 px tall. */
async function dragDown(user: ReturnType<typeof userEvent.setup>, rowName: string, steps: number) {
  const row = screen.getByText(rowName).closest('tr') as HTMLElement;
  within(row).getByRole('button', { name: '拖动排序' }).focus();
  await user.keyboard(`[Space]${'[ArrowDown]'.repeat(steps)}[Space]`);
}

describe('row drag-reorder in DataTable', () => {
  it('has a 100 px 排序 column of handles and moves a dragged row below the row it lands on', async () => {
    stackRows();
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const rows: Step[] = [
      { id: 1, name: '发起' },
      { id: 2, name: '部门审批' },
      { id: 3, name: '财务审批' },
    ];
    const { view } = renderWidget(<DataTable rowKey="id" columns={columns} dataSource={rows} rowDrag={{ onReorder }} pagination={false} />);
    expect(screen.getAllByRole('columnheader')[0].textContent).toBe('排序');
    expect(view.container.querySelector('col')?.getAttribute('style')).toContain('width: 100px');

    await dragDown(user, '发起', 2);
    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    const [reordered, move] = onReorder.mock.calls[0] as [Step[], RowMove<Step>];
    expect(reordered.map((row) => row.name)).toEqual(['部门审批', '发起', '财务审批']);
    expect(move).toEqual({ row: rows[0], target: rows[1], position: 'below' });
  });

  it('shows the new order of a request table at once', async () => {
    stackRows();
    const user = userEvent.setup();
    const request = vi.fn(async () => ({
      records: [
        { id: 1, name: '发起' },
        { id: 2, name: '部门审批' },
      ],
      total: 2,
    }));
    renderWidget(<DataTable rowKey="id" columns={columns} request={request} rowDrag={{ onReorder: vi.fn() }} />);
    await screen.findByText('发起');
    await dragDown(user, '发起', 2);
    await waitFor(() => expect(names()).toEqual(['部门审批', '发起']));
  });

  it('lets the veto callback keep a row where it is', async () => {
    stackRows();
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const allowDrop = vi.fn((move: RowMove<Step>) => move.target.name !== '部门审批');
    const rows: Step[] = [
      { id: 1, name: '发起' },
      { id: 2, name: '部门审批' },
    ];
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={rows} rowDrag={{ onReorder, allowDrop }} />);
    await dragDown(user, '发起', 2);
    await waitFor(() => expect(allowDrop).toHaveBeenCalledWith({ row: rows[0], target: rows[1], position: 'below' }));
    expect(onReorder).not.toHaveBeenCalled();
  });

  it('refuses to drop a tree row into its own children', async () => {
    stackRows();
    const user = userEvent.setup();
    const onReorder = vi.fn();
    const allowDrop = vi.fn(() => true);
    const rows: Step[] = [
      { id: 1, name: '会签', children: [{ id: 11, name: '法务' }, { id: 12, name: '财务' }] },
      { id: 2, name: '归档' },
    ];
    renderWidget(
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={rows}
        rowDrag={{ onReorder, allowDrop }}
        expandable={{ defaultExpandAllRows: true }}
      />,
    );
    expect(names()).toEqual(['会签', '法务', '财务', '归档']);
    await dragDown(user, '会签', 2);
    // Give the drop time to happen; nothing may come of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(allowDrop).not.toHaveBeenCalled();
    expect(onReorder).not.toHaveBeenCalled();

    await dragDown(user, '法务', 4);
    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    expect((onReorder.mock.calls[0][0] as Step[]).map((row) => [row.name, row.children?.map((child) => child.name)])).toEqual([
      ['会签', ['财务']],
      ['归档', undefined],
      ['法务', undefined],
    ]);
  });
});
