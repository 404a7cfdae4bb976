import { useState, type Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient } from '../react/testing/index.ts';
import type { DataTableColumn } from './ColumnLayout.ts';
import { ColumnLayoutStore } from './ColumnLayoutStore.ts';
import { DataTable, type DataTableHandle, type DataTableProps, type DataTableQuery } from './DataTable.tsx';
import { renderWidget } from './testing/renderWidget.tsx';
import { useTableSearch } from './useTableSearch.ts';
import { stackRows } from './testing/stackedRows.ts';

interface Contract {
  id: number;
  name: string;
  code: string;
  type: string;
}

const columns: DataTableColumn<Contract>[] = [
  { dataIndex: 'name', title: '名称' },
  { dataIndex: 'code', title: '编码' },
  { dataIndex: 'type', title: '类型' },
  { dataIndex: 'operation', title: '操作', render: () => '办理' },
];

const LAYOUT_URL = '/admin/cache/tableRowRedis';
const layoutKey = ColumnLayoutStore.keyFor(7, ['name', 'code', 'type', 'operation']);

const contracts = (count: number): Contract[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `合同${i + 1}`, code: `HT-${i + 1}`, type: '采购' }));

/** A server of `count` contracts, answering page by page and recording what it was asked. */
function contractServer(count: number) {
  const all = contracts(count);
  const request = vi.fn(async ({ current, size }: DataTableQuery) => ({
    records: all.slice((current - 1) * size, current * size),
    total: all.length,
  }));
  return request;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

async function openColumnSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '列设置' }));
  return within(await screen.findByRole('list', { name: '列设置' }));
}

describe('DataTable column settings', () => {
  it('cannot hide the first two columns', async () => {
    const user = userEvent.setup();
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />);
    const panel = await openColumnSettings(user);
    expect((panel.getByRole('checkbox', { name: '名称' }) as HTMLInputElement).disabled).toBe(true);
    expect((panel.getByRole('checkbox', { name: '编码' }) as HTMLInputElement).disabled).toBe(true);
    expect((panel.getByRole('checkbox', { name: '类型' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('cannot reorder fixed columns: the operation column is fixed right and a column fixed by the user loses its handle', async () => {
    const user = userEvent.setup();
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />);
    const panel = await openColumnSettings(user);
    const handle = (title: string) => panel.getByRole('button', { name: `拖动排序：${title}` }) as HTMLButtonElement;
    expect(handle('操作').disabled).toBe(true);
    expect(handle('类型').disabled).toBe(false);

    await user.click(within(panel.getByRole('listitem', { name: '类型' })).getByRole('button', { name: '固定在左侧' }));
    expect(handle('类型').disabled).toBe(true);
    expect(headers()).toEqual(['类型', '名称', '编码', '操作']);
  });

  it('hides a column and saves the layout on every change, reset included', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('POST', LAYOUT_URL, true);
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />, { http });
    const panel = await openColumnSettings(user);

    await user.click(panel.getByRole('checkbox', { name: '类型' }));
    expect(headers()).toEqual(['名称', '编码', '操作']);
    await user.click(within(panel.getByRole('listitem', { name: '操作' })).getByRole('button', { name: '固定在右侧' }));
    await user.click(screen.getByRole('button', { name: '重置' }));

    const saves = http.callsTo('POST', LAYOUT_URL).map((call) => call.body);
    expect(saves).toEqual([
      {
        md5: layoutKey,
        condition: {
          key: layoutKey,
          options: [
            { dataIndex: 'name', title: '名称', fixed: false, hidden: false },
            { dataIndex: 'code', title: '编码', fixed: false, hidden: false },
            { dataIndex: 'type', title: '类型', fixed: false, hidden: true },
            { dataIndex: 'operation', title: '操作', fixed: 'right', hidden: false },
          ],
        },
      },
      expect.objectContaining({
        condition: expect.objectContaining({ options: expect.arrayContaining([expect.objectContaining({ dataIndex: 'operation', fixed: false })]) }),
      }),
      expect.objectContaining({
        condition: expect.objectContaining({
          options: [
            expect.objectContaining({ dataIndex: 'name', hidden: false }),
            expect.objectContaining({ dataIndex: 'code', hidden: false }),
            expect.objectContaining({ dataIndex: 'type', hidden: false }),
            expect.objectContaining({ dataIndex: 'operation', fixed: 'right' }),
          ],
        }),
      }),
    ]);
    expect(layoutKey).toMatch(/^table:options:7:[0-9a-f]{8}$/);
    expect(headers()).toEqual(['名称', '编码', '类型', '操作']);
  });

  it('moves an unfixed column by drag (here by keyboard) and saves the new order', async () => {
    stackRows();
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('POST', LAYOUT_URL, true);
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />, { http });
    const panel = await openColumnSettings(user);

    panel.getByRole('button', { name: '拖动排序：名称' }).focus();
    await user.keyboard('[Space][ArrowDown][Space]');

    await waitFor(() => expect(headers()).toEqual(['编码', '名称', '类型', '操作']));
    const [save] = http.callsTo('POST', LAYOUT_URL);
    expect((save.body as { condition: { options: { dataIndex: string }[] } }).condition.options.map((c) => c.dataIndex)).toEqual([
      'code',
      'name',
      'type',
      'operation',
    ]);
  });

  it('loads the user’s saved layout and merges it over the columns by dataIndex', async () => {
    const http = new FakeHttpClient().on('GET', LAYOUT_URL, {
      data: {
        key: layoutKey,
        options: [
          { dataIndex: 'code', fixed: false, hidden: false },
          { dataIndex: 'retired', title: '已删除的列', fixed: false, hidden: false },
          { dataIndex: 'name', fixed: false, hidden: false },
          { dataIndex: 'operation', fixed: 'right', hidden: false },
        ],
      },
    });
    renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />, { http });

    // type is new since the save: it appears after its neighbour in the code; retired is dropped.
    await waitFor(() => expect(headers()).toEqual(['编码', '类型', '名称', '操作']));
    expect(http.callsTo('GET', LAYOUT_URL)[0].options).toEqual({ params: { md5: layoutKey }, silent: true });
  });

  it('falls back to the declared layout, without a word, when the saved layout cannot be loaded', async () => {
    const http = new FakeHttpClient().failOn('GET', LAYOUT_URL, 500, '系统未知错误,请反馈给管理员');
    const { notifier } = renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />, { http });
    await waitFor(() => expect(http.callsTo('GET', LAYOUT_URL)).toHaveLength(1));
    await act(() => Promise.resolve());
    expect(headers()).toEqual(['名称', '编码', '类型', '操作']);
    expect(notifier.shown).toEqual([]);
  });
});

describe('DataTable toolbar', () => {
  it('switches density between default, middle and small', async () => {
    const user = userEvent.setup();
    const { view } = renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />);
    const table = () => view.container.querySelector('.ant-table') as HTMLElement;
    // antd's default (large) density carries no size class.
    expect(table().className).not.toMatch(/ant-table-(small|medium)/);

    await user.click(screen.getByRole('button', { name: '密度' }));
    await user.click(await screen.findByText('紧凑'));
    expect(table().className).toContain('ant-table-small');

    await user.click(screen.getByRole('button', { name: '密度' }));
    await user.click(await screen.findByText('中等'));
    expect(table().className).toContain('ant-table-medium');
  });

  it('warns 请设置刷新方法 when the table has nothing to refresh with', async () => {
    const user = userEvent.setup();
    const { notifier } = renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(notifier.shown).toEqual([{ kind: 'warning', text: '请设置刷新方法' }]);
  });

  it('refreshes a request table by loading the same page again', async () => {
    const user = userEvent.setup();
    const request = contractServer(25);
    renderWidget(<DataTable rowKey="id" columns={columns} request={request} />);
    await user.click(await screen.findByTitle('2'));
    await screen.findByText('合同11');
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(3));
    expect(request).toHaveBeenLastCalledWith({ current: 2, size: 10 });
  });

  it('warns when the browser cannot show the table full screen', async () => {
    const user = userEvent.setup();
    const { notifier } = renderWidget(<DataTable rowKey="id" columns={columns} dataSource={contracts(2)} />);
    await user.click(screen.getByRole('button', { name: '全屏' }));
    expect(notifier.shown).toEqual([{ kind: 'warning', text: '当前浏览器不支持全屏' }]);
  });
});

describe('DataTable pages', () => {
  it('asks for page 1 of 10, shows 共 N 条 and offers 10, 20, 30 and 50 rows a page with a quick jumper', async () => {
    const user = userEvent.setup();
    const request = contractServer(35);
    const { view } = renderWidget(<DataTable rowKey="id" columns={columns} request={request} />);
    expect(await screen.findByText('共 35 条')).toBeTruthy();
    expect(request).toHaveBeenCalledWith({ current: 1, size: 10 });
    expect(view.container.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();

    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
  });

  it('numbers rows across pages in a 60 px 序号 column', async () => {
    const user = userEvent.setup();
    const request = contractServer(25);
    const { view } = renderWidget(<DataTable rowKey="id" columns={columns} request={request} showIndex />);
    await screen.findByText('合同1');
    expect(headers()[0]).toBe('序号');
    expect(view.container.querySelector('col')?.getAttribute('style')).toContain('width: 60px');
    const firstCells = () => [...view.container.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td')?.textContent);
    expect(firstCells().slice(0, 2)).toEqual(['1', '2']);

    await user.click(screen.getByTitle('3'));
    await screen.findByText('合同21');
    expect(request).toHaveBeenLastCalledWith({ current: 3, size: 10 });
    expect(firstCells()).toEqual(['21', '22', '23', '24', '25']);
  });

  it('goes back to page 1 when the search params change or reset() is called; reload() keeps the page', async () => {
    const user = userEvent.setup();
    const request = contractServer(25);
    let handle: DataTableHandle | null = null;
    function Page() {
      const [params, setParams] = useState<Record<string, unknown>>({ type: '采购' });
      return (
        <>
          <button onClick={() => setParams({ type: '销售' })}>改条件</button>
          <DataTable ref={(h) => void (handle = h)} rowKey="id" columns={columns} request={request} params={params} />
        </>
      );
    }
    renderWidget(<Page />);
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ type: '采购', current: 2, size: 10 }));

    await user.click(screen.getByRole('button', { name: '改条件' }));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ type: '销售', current: 1, size: 10 }));

    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ type: '销售', current: 3, size: 10 }));
    const calls = request.mock.calls.length;
    act(() => handle!.reload());
    await waitFor(() => expect(request).toHaveBeenCalledTimes(calls + 1));
    expect(request).toHaveBeenLastCalledWith({ type: '销售', current: 3, size: 10 });
    act(() => handle!.reset());
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ type: '销售', current: 1, size: 10 }));
  });
});

describe('useTableSearch', () => {
  it('loads page 1 again on every search, the filters changed or not', async () => {
    const user = userEvent.setup();
    const request = contractServer(25);
    function Page() {
      const { table, params, search } = useTableSearch<Record<string, unknown>>({ type: '采购' });
      return (
        <>
          <button onClick={() => search({ type: '采购' })}>查询</button>
          <button onClick={() => search({ type: '销售' })}>查销售</button>
          <DataTable ref={table} rowKey="id" columns={columns} request={request} params={params} />
        </>
      );
    }
    renderWidget(<Page />);
    await user.click(await screen.findByTitle('2'));
    await waitFor(() => expect(request).toHaveBeenLastCalledWith({ type: '采购', current: 2, size: 10 }));
    const before = request.mock.calls.length;

    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(before + 1));
    expect(request).toHaveBeenLastCalledWith({ type: '采购', current: 1, size: 10 });

    await user.click(screen.getByRole('button', { name: '查销售' }));
    await waitFor(() => expect(request).toHaveBeenCalledTimes(before + 2));
    expect(request).toHaveBeenLastCalledWith({ type: '销售', current: 1, size: 10 });
  });
});

describe('DataTable selection', () => {
  function SelectingPage(props: Partial<DataTableProps<Contract>> & { onSelect: (keys: Key[]) => void }) {
    const [keys, setKeys] = useState<Key[]>([]);
    return (
      <DataTable
        rowKey="id"
        columns={columns}
        request={contractServer(25)}
        selection={{
          selectedRowKeys: keys,
          onChange: (next) => {
            setKeys(next);
            props.onSelect(next);
          },
        }}
      />
    );
  }

  it('keeps rows selected on other pages and clears them all at once', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWidget(<SelectingPage onSelect={onSelect} />);
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

    await user.click(within(await rowOf('合同2')).getByRole('checkbox'));
    await user.click(screen.getByTitle('2'));
    await user.click(within(await rowOf('合同12')).getByRole('checkbox'));
    expect(onSelect).toHaveBeenLastCalledWith([2, 12]);
    expect(screen.getByText('已选择 2 项')).toBeTruthy();

    await user.click(screen.getByTitle('1'));
    expect((within(await rowOf('合同2')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(screen.queryByText(/已选择/)).toBeNull();
    expect((within(await rowOf('合同2')).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
