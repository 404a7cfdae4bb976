import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import type { DiskItem, DiskListing } from './DiskApi.ts';

const info: UserInfo = {
  sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

const MB = 1024 * 1024;
const item = (id: number, kind: DiskItem['kind'], name: string, size = 0): DiskItem => ({
  id,
  parentId: 0,
  kind,
  name,
  size,
  createTime: '2026-11-20 09:00:00',
  updateTime: '2026-11-20 09:00:00',
});
const ROOT: DiskListing = {
  records: [item(1, 'folder', '合同'), item(2, 'file', '报价单.xlsx', 1536)],
  total: 2,
  current: 1,
  size: 50,
  path: [],
  usage: { used: 300 * MB, quota: 1024 * MB, fileMaxBytes: 1024 * MB },
};

async function disk(path = '/microdisk/index', http = new FakeHttpClient()) {
  http.on('GET', '/admin/disk/items', ROOT);
  const fixture = await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], path, { http, session: MemorySessionStore.signedIn(info) });
  return { ...fixture, http, user: userEvent.setup() };
}

function fileOf(name: string, size: number, relativePath = ''): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name);
  Object.defineProperty(file, 'size', { value: size });
  if (relativePath) Object.defineProperty(file, 'webkitRelativePath', { value: relativePath });
  return file;
}

describe('/microdisk/index', () => {
  it('lists the folder, folders first, with readable sizes and the space used', async () => {
    await disk();
    const table = await screen.findByRole('table');
    await within(table).findByText('报价单.xlsx');
    expect(within(table).getByText('1.5 KB')).toBeTruthy();
    expect(screen.getAllByText('已用 300 MB / 共 1 GB').length).toBeGreaterThan(0);
    expect(screen.getByText('我的网盘')).toBeTruthy();
  });

  it('creates a folder after checking its name, in the current folder', async () => {
    const http = new FakeHttpClient().on('POST', '/admin/disk/folder', item(3, 'folder', '新资料'));
    const { user } = await disk('/microdisk/index', http);
    await screen.findByText('报价单.xlsx');
    await user.click(screen.getByRole('button', { name: /新建文件夹/ }));
    const input = await screen.findByLabelText('文件夹名称');
    await user.type(input, 'a/b');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('名称不能包含 / \\ 或控制字符，也不能是 . 或 ..')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/disk/folder')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '新资料');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/disk/folder')[0]?.body).toEqual({ parentId: 0, name: '新资料' }));
  });

  it('says the size limit of one file before anything is chosen (issue 26)', async () => {
    await disk('/microdisk/index', new FakeHttpClient());
    await screen.findByText('报价单.xlsx');
    expect(screen.getByText('单个文件不超过 1 GB')).toBeTruthy();
  });

  it('uploads a chosen folder file by file, keeping the relative paths', async () => {
    const http = new FakeHttpClient().on('POST', '/admin/disk/upload', item(9, 'file', 'x'));
    await disk('/microdisk/index', http);
    await screen.findByText('报价单.xlsx');
    const picker = screen.getByLabelText('上传文件夹') as HTMLInputElement;
    expect(picker.hasAttribute('webkitdirectory')).toBe(true);
    fireEvent.change(picker, { target: { files: [fileOf('a.txt', 3, '资料/a.txt'), fileOf('b.txt', 4, '资料/子/b.txt')] } });
    expect(await screen.findByText('文件上传成功')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/disk/upload').map((c) => c.options?.params)).toEqual([
      { parentId: 0, path: '资料/a.txt' },
      { parentId: 0, path: '资料/子/b.txt' },
    ]);
  });

  it('uploads files dropped on the list into the current folder', async () => {
    const http = new FakeHttpClient().on('POST', '/admin/disk/upload', item(9, 'file', 'x'));
    await disk('/microdisk/index?folder=1', http);
    await screen.findByText('报价单.xlsx');
    const table = screen.getByRole('table');
    fireEvent.drop(table, { dataTransfer: { files: [fileOf('甲.txt', 3), fileOf('乙.txt', 4)], items: [] } });
    expect(await screen.findByText('文件上传成功')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/disk/upload').map((c) => c.options?.params)).toEqual([
      { parentId: 1, path: '甲.txt' },
      { parentId: 1, path: '乙.txt' },
    ]);
  });

  it('refuses a batch past the quota or a file past the limit before sending anything', async () => {
    const { http } = await disk();
    await screen.findByText('报价单.xlsx');
    const picker = screen.getByLabelText('上传文件') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [fileOf('big.iso', 800 * MB)] } });
    expect(await screen.findByText('网盘空间不足：还剩 724 MB，请先删除不用的文件')).toBeTruthy();
    fireEvent.change(picker, { target: { files: [fileOf('huge.iso', 1025 * MB)] } });
    expect(await screen.findByText('文件大小限制为1048576KB')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/disk/upload')).toHaveLength(0);
  });

  it('deletes a folder with content only after a second confirm, recursively', async () => {
    const http = new FakeHttpClient();
    let asked = 0;
    http.on('POST', '/admin/disk/delete', (call: { body: { recursive?: boolean } }) => {
      asked += 1;
      if (!call.body.recursive) throw Object.assign(new Error('文件夹不为空，请确认后删除其中的全部内容'), { status: 409 });
      return null;
    });
    const { user } = await disk('/microdisk/index', http);
    const row = (await screen.findByText('合同')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('文件夹“合同”中还有文件或文件夹，删除后将一并删除且无法恢复，是否继续？')).toBeTruthy();
    const buttons = await screen.findAllByRole('button', { name: '确定' });
    await user.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(http.callsTo('POST', '/admin/disk/delete').map((c) => c.body)).toEqual([{ id: 1 }, { id: 1, recursive: true }]));
    expect(asked).toBe(2);
  });

  it('embeds an outside disk given by eipurl, and only a web address', async () => {
    await disk(`/microdisk/index?eipurl=${encodeURIComponent('https://pan.example.com/home')}`);
    const frame = (await screen.findByTitle('网盘')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://pan.example.com/home');
  });

  it('refuses to embed an address that is not http or https', async () => {
    await disk(`/microdisk?eipurl=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText('网盘地址无效：只能嵌入 http 或 https 地址')).toBeTruthy();
    expect(screen.queryByTitle('网盘')).toBeNull();
  });
});
