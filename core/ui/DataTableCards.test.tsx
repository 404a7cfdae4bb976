import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInMediaQueries } from '../react/testing/index.ts';
import { PHONE_MEDIA } from '../react/usePhone.ts';
import type { DataTableColumn } from './ColumnLayout.ts';
import { DataTable, type DataTableQuery } from './DataTable.tsx';
import { RowActions } from './RowActions.tsx';
import { renderWidget } from './testing/renderWidget.tsx';

interface Task {
  id: number;
  processName: string;
  initiatorName: string;
}

/** A window as narrow as a phone (375 px), or a desktop's. */
function windowOf(phone: boolean) {
  standInMediaQueries({ [PHONE_MEDIA]: phone });
}

const tasks = (count: number): Task[] => Array.from({ length: count }, (_, i) => ({ id: i + 1, processName: `合同审批${i + 1}`, initiatorName: '张三' }));

function columns(open: (task: Task) => void): DataTableColumn<Task>[] {
  return [
    { dataIndex: 'processName', title: '流程名称' },
    { dataIndex: 'initiatorName', title: '发起人', render: (name: string) => `${name}（研发部）` },
    { dataIndex: 'operation', title: '操作', render: (_: unknown, task: Task) => <RowActions actions={[{ key: 'open', label: '办理', onClick: () => open(task) }]} /> },
  ];
}

afterEach(() => vi.restoreAllMocks());

describe('DataTable on a phone', () => {
  it('shows a card per row, each column a line of title and value as the table renders it, no table', async () => {
    windowOf(true);
    renderWidget(<DataTable rowKey="id" columns={columns(() => undefined)} dataSource={tasks(2)} showIndex />);
    const cards = within(await screen.findByRole('list', { name: '列表' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // No 序号 line: a card is its own row.
    expect(within(cards[0]).getAllByRole('term').map((term) => term.textContent)).toEqual(['流程名称', '发起人']);
    expect(cards[0].textContent).toContain('合同审批1');
    expect(cards[1].textContent).toContain('发起人张三（研发部）');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('puts the row’s actions at the foot of its card, working', async () => {
    windowOf(true);
    const user = userEvent.setup();
    const open = vi.fn();
    renderWidget(<DataTable rowKey="id" columns={columns(open)} dataSource={tasks(1)} />);
    const card = within(await screen.findByRole('list', { name: '列表' })).getByRole('listitem');
    expect(within(card).queryByText('操作')).toBeNull();
    await user.click(within(card).getByRole('button', { name: '办理' }));
    expect(open).toHaveBeenCalledWith(tasks(1)[0]);
  });

  it('pages the server’s rows with a simple pager', async () => {
    windowOf(true);
    const user = userEvent.setup();
    const all = tasks(12);
    const request = vi.fn(async ({ current, size }: DataTableQuery) => ({ records: all.slice((current - 1) * size, current * size), total: all.length }));
    renderWidget(<DataTable rowKey="id" columns={columns(() => undefined)} request={request} />);
    expect(await screen.findByText('合同审批10')).toBeTruthy();
    expect(screen.getByText('共 12 条')).toBeTruthy();
    await user.click(screen.getByTitle('下一页'));
    expect(await screen.findByText('合同审批12')).toBeTruthy();
    expect(request).toHaveBeenLastCalledWith(expect.objectContaining({ current: 2, size: 10 }));
  });

  it('keeps the table on a desktop', async () => {
    windowOf(false);
    renderWidget(<DataTable rowKey="id" columns={columns(() => undefined)} dataSource={tasks(1)} />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '列表' })).toBeNull();
  });
});
