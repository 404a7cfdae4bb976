import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { ImportPreview, ImportResult, ImportRow, Member } from './OrgAdminApi.ts';
import { ADMIN, TREE, mainLayout } from './OrgAdminFixture.tsx';

const TREE_URL = '/admin/addressBook/dept/treeSelectAdmin/';
const USERS = '/admin/addressBook/user/admin/list';
const PREVIEW = '/admin/orgUser/import/preview';
const IMPORT = '/admin/orgUser/import';

const MEMBERS: Member[] = [{ userId: 2, username: 'zhangsan', chineseName: '张三', phone: '13800000002', deptId: 14, deptName: '前端组', status: '0' }];

const row = (n: number, over: Partial<ImportRow> = {}): ImportRow => ({
  row: n,
  username: `imp${n}`,
  chineseName: '导入',
  phone: `139111100${String(n).padStart(2, '0')}`,
  dept: '研发部',
  email: '',
  password: false,
  errors: [],
  ...over,
});

const PREVIEWED: ImportPreview = {
  digest: 'd'.repeat(64),
  total: 3,
  valid: 2,
  invalid: 1,
  rows: [row(2), row(3, { username: '123', errors: ['仅支持英文、数字和下划线，且不能为纯数字'] }), row(4, { password: true })],
};
const RESULT: ImportResult = {
  created: 2,
  failed: 1,
  users: [
    { row: 2, userId: 30, username: 'imp2', chineseName: '导入', password: 'Gen3#rated9x' },
    { row: 4, userId: 31, username: 'imp4', chineseName: '导入', password: null },
  ],
  failures: [PREVIEWED.rows[1]],
};

function server() {
  return new FakeHttpClient().on('GET', TREE_URL, TREE).on('GET', USERS, { records: MEMBERS, total: 1, current: 1, size: 10 });
}

async function open(http: FakeHttpClient) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/user', { http, session: MemorySessionStore.signedIn(ADMIN) });
  return { notifier, user: userEvent.setup() };
}

/** The test DOM has no object URLs: each saved file is kept with its name. */
function catchDownloads() {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:saved', revokeObjectURL: () => undefined }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector('input[type="file"]') as HTMLInputElement;

describe('导入用户 and 导出用户', () => {
  beforeAll(async () => {
    await import('./UserAdminPage.tsx');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('previews a file with each bad row’s messages, then imports the same file with the preview’s digest and shows generated passwords once', async () => {
    const http = server().on('POST', PREVIEW, PREVIEWED).on('POST', IMPORT, RESULT);
    const { user } = await open(http);
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: '导入用户' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['账号,姓名,手机号\n'], '用户.csv', { type: 'text/csv' });
    await user.upload(fileInput(dialog), file);
    expect(await within(dialog).findByText('共 3 行：可导入 2 行，有误 1 行（有误的行不会导入）')).toBeTruthy();
    // The bad rows first: 只看有误的行 is on when there are any.
    expect(within(dialog).getByText('仅支持英文、数字和下划线，且不能为纯数字')).toBeTruthy();
    expect(within(dialog).queryByText('imp2')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: '只看有误的行' }));
    expect(within(dialog).getByText('imp2')).toBeTruthy();
    const sent = http.callsTo('POST', PREVIEW)[0].body as FormData;
    expect((sent.get('file') as File).name).toBe('用户.csv');
    expect(http.callsTo('POST', IMPORT)).toHaveLength(0);

    const listed = http.callsTo('GET', USERS).length;
    await user.click(within(dialog).getByRole('button', { name: '确认导入' }));
    expect(await within(dialog).findByText('导入完成：新建 2 个用户，1 行未导入')).toBeTruthy();
    const [confirmed] = http.callsTo('POST', IMPORT);
    expect(confirmed.options?.params).toEqual({ digest: 'd'.repeat(64) });
    expect(((confirmed.body as FormData).get('file') as File).name).toBe('用户.csv');
    expect(within(dialog).getByText('Gen3#rated9x')).toBeTruthy();
    // Only the generated password is listed: imp4's came from the file.
    expect(within(dialog).queryByText('imp4')).toBeNull();
    await waitFor(() => expect(http.callsTo('GET', USERS).length).toBeGreaterThan(listed));
  });

  it('keeps the dialog on the file choice when the server refuses the file, and offers the template', async () => {
    const saved = catchDownloads();
    const http = server().failOn('POST', PREVIEW, 400, '表头缺少「手机号」列，请下载模板填写').on('GET', '/admin/orgUser/import/template', {});
    const { user, notifier } = await open(http);
    await screen.findByText('张三');
    await user.click(screen.getByRole('button', { name: '导入用户' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '下载模板' }));
    await waitFor(() => expect(saved).toEqual(['用户导入模板.xlsx']));
    await user.upload(fileInput(dialog), new File(['x'], '用户.xlsx'));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '表头缺少「手机号」列，请下载模板填写' }));
    expect(within(dialog).getByText('点击或拖拽文件到此处')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: '确认导入' })).toBeNull();
  });

  it('exports the users the filter shows', async () => {
    const saved = catchDownloads();
    const http = server().on('GET', '/admin/orgUser/export', {});
    const { user } = await open(http);
    await screen.findByText('张三');
    await user.click(within(screen.getByRole('tree', { name: '组织机构' })).getByText('前端组'));
    await user.type(screen.getByRole('searchbox', { name: '账号/姓名/手机号' }), '张{Enter}');
    await user.click(screen.getByRole('button', { name: '导出用户' }));
    await waitFor(() => expect(saved).toEqual(['用户列表.xlsx']));
    expect(http.callsTo('GET', '/admin/orgUser/export')[0].options?.params).toEqual({ deptId: 14, keyword: '张' });
  });
});
