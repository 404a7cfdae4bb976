import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import type { ProcessSummary, ProcessVersion } from '../DesignerApi.ts';
import { designerPlugin } from '../index.ts';

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };
const PAGE = '/workflow/processDef/page';

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
    bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

function summary(overrides: Partial<ProcessSummary>): ProcessSummary {
  return {
    processDefinitionKey: 'agreement',
    processName: '合同审批',
    latestVersion: 1,
    deployedAt: '2026-11-20 09:00:00',
    deployedBy: '系统管理员',
    draftSavedAt: null,
    draftSavedBy: null,
    draftNewer: false,
    ...overrides,
  };
}

const ROWS = [
  summary({ processDefinitionKey: 'leave', processName: '请假审批', latestVersion: 2, draftSavedAt: '2026-11-24 10:00:00', draftSavedBy: '张三', draftNewer: true }),
  summary({}),
  summary({ processDefinitionKey: 'purchase', processName: '采购申请', latestVersion: null, deployedAt: null, deployedBy: null, draftSavedAt: '2026-11-23 15:00:00', draftSavedBy: '李四', draftNewer: true }),
];

function server(rows: ProcessSummary[] = ROWS) {
  return new FakeHttpClient().on('GET', PAGE, (call: RecordedCall) => {
    const { keyword } = (call.options?.params ?? {}) as { keyword?: string };
    const found = rows.filter((row) => !keyword || row.processDefinitionKey.includes(keyword) || row.processName.includes(keyword));
    return { records: found, total: found.length, current: 1, size: 10 };
  });
}

async function open(http: FakeHttpClient, who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), designerPlugin()], '/dev/activiti/process', { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, notifier, user: userEvent.setup() };
}

/** Pastes rather than types: one change instead of a re-render per key keeps the test fast on a busy machine. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const pageCalls = (http: FakeHttpClient) => http.callsTo('GET', PAGE);

describe('流程管理', () => {
  // The page's lazy chunk (antd's table, form, modal and drawer) loads once here, outside the first test's time.
  beforeAll(async () => {
    await import('./ProcessListPage.tsx');
  });

  let opened: string[];
  beforeEach(() => {
    opened = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return {} as Window;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is for administrators only', async () => {
    const http = server();
    await open(http, STAFF);
    expect(await screen.findByText('仅管理员可以管理流程')).toBeTruthy();
    expect(pageCalls(http)).toHaveLength(0);
  });

  it('lists the company’s processes: versions, who deployed and who saved the draft', async () => {
    await open(server());
    await screen.findByText('请假审批');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '序号',
      '流程标识',
      '流程名称',
      '最新版本',
      '发布时间',
      '发布人',
      '草稿保存时间',
      '草稿保存人',
      '操作',
    ]);
    expect(within(rowOf('请假审批')).getByText('v2')).toBeTruthy();
    expect(within(rowOf('请假审批')).getByText('草稿较新')).toBeTruthy();
    expect(within(rowOf('采购申请')).getByText('未发布')).toBeTruthy();
    // Without a draft there is nothing to delete; without a version, no versions.
    expect(within(rowOf('合同审批')).queryByRole('button', { name: '删除草稿' })).toBeNull();
    expect((within(rowOf('采购申请')).getByRole('button', { name: '版本' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches by keyword from page 1', async () => {
    const http = server();
    const { user } = await open(http);
    await screen.findByText('请假审批');
    await typeInto(user, screen.getByLabelText('关键字'), '采购');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(pageCalls(http).at(-1)?.options?.params).toMatchObject({ keyword: '采购', current: 1 }));
    await waitFor(() => expect(screen.queryByText('请假审批')).toBeNull());
    expect(screen.getByText('采购申请')).toBeTruthy();
  });

  it('编辑 opens the designer in a new window: the draft when it is newer, else the deployed version', async () => {
    const { user } = await open(server());
    await screen.findByText('请假审批');
    await user.click(within(rowOf('请假审批')).getByRole('button', { name: '编辑' }));
    await user.click(within(rowOf('合同审批')).getByRole('button', { name: '编辑' }));
    expect(opened).toEqual([
      `/dev/activiti/designer?processDefinitionKey=leave&processName=${encodeURIComponent('请假审批')}&source=draft`,
      `/dev/activiti/designer?processDefinitionKey=agreement&processName=${encodeURIComponent('合同审批')}`,
    ]);
  });

  it('reloads when the designer it opened says it saved, says what it did, and only for a message of this site', async () => {
    const http = server();
    const { notifier } = await open(http);
    await screen.findByText('请假审批');
    expect(pageCalls(http)).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ronghe:designer-saved', processDefinitionKey: 'leave' }, origin: 'https://elsewhere.example' }));
    });
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' }, origin: window.location.origin }));
    });
    expect(pageCalls(http)).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ronghe:designer-saved', processDefinitionKey: 'leave', processName: '请假审批', kind: 'deploy' }, origin: window.location.origin }));
    });
    await waitFor(() => expect(pageCalls(http)).toHaveLength(2));
    // The designer's window closed at once: the list says it.
    expect(notifier.shown).toEqual([{ kind: 'success', text: '请假审批 发布成功' }]);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ronghe:designer-saved', processDefinitionKey: 'leave', processName: '请假审批', kind: 'save' }, origin: window.location.origin }));
    });
    await waitFor(() => expect(pageCalls(http)).toHaveLength(3));
    expect(notifier.shown.at(-1)).toEqual({ kind: 'success', text: '请假审批 暂存成功' });
  });

  async function openNewProcess(http: FakeHttpClient) {
    const fixture = await open(http);
    await screen.findByText('请假审批');
    await fixture.user.click(screen.getByRole('button', { name: '新建流程' }));
    const dialog = await screen.findByRole('dialog');
    const submit = async (key: string, name?: string) => {
      await fixture.user.clear(within(dialog).getByLabelText('流程标识'));
      await typeInto(fixture.user, within(dialog).getByLabelText('流程标识'), key);
      if (name !== undefined) await typeInto(fixture.user, within(dialog).getByLabelText('流程名称'), name);
      await fixture.user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    };
    return { ...fixture, dialog, submit };
  }

  it('新建流程 refuses a malformed key in the dialog, without asking the server', async () => {
    const http = server().on('POST', '/workflow/processDef/checkKey', true);
    const { dialog, submit } = await openNewProcess(http);
    await submit('1请假', '请假审批');
    expect(await within(dialog).findByText('流程标识只能以字母或下划线开头，由字母、数字、下划线、连字符或点组成')).toBeTruthy();
    expect(http.callsTo('POST', '/workflow/processDef/checkKey')).toHaveLength(0);
    expect(opened).toEqual([]);
  });

  it('新建流程 shows the server’s refusal of a taken key under the field, and opens the designer for a free one', async () => {
    const http = server().on('POST', '/workflow/processDef/checkKey', (call: RecordedCall) => {
      if ((call.body as { processDefinitionKey: string }).processDefinitionKey === 'leave') throw new HttpError(409, 409, '流程标识 leave 已存在');
      return true;
    });
    const { dialog, submit } = await openNewProcess(http);
    await submit('leave', '请假审批');
    expect(await within(dialog).findByText('流程标识 leave 已存在')).toBeTruthy();
    expect(opened).toEqual([]);

    await submit('leave_2');
    await waitFor(() => expect(opened).toEqual([`/dev/activiti/designer?processDefinitionKey=leave_2&processName=${encodeURIComponent('请假审批')}`]));
    expect(http.callsTo('POST', '/workflow/processDef/checkKey').at(-1)?.body).toEqual({ processDefinitionKey: 'leave_2', processName: '请假审批' });
  });

  it('keeps the draft when the deletion is cancelled', async () => {
    const http = server().on('POST', '/workflow/processDef/draft/delete', true);
    const { user } = await open(http);
    await screen.findByText('请假审批');
    await user.click(within(rowOf('请假审批')).getByRole('button', { name: '删除草稿' }));
    expect(await screen.findByText('确定删除流程“请假审批”的草稿吗？已发布的版本不受影响。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(http.callsTo('POST', '/workflow/processDef/draft/delete')).toHaveLength(0);
  });

  it('deletes a draft after 确定, then loads the list again', async () => {
    const http = server().on('POST', '/workflow/processDef/draft/delete', true);
    const { user, notifier } = await open(http);
    await screen.findByText('请假审批');
    await user.click(within(rowOf('请假审批')).getByRole('button', { name: '删除草稿' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.callsTo('POST', '/workflow/processDef/draft/delete')).toHaveLength(1));
    expect(http.callsTo('POST', '/workflow/processDef/draft/delete')[0].body).toEqual({ processDefinitionKey: 'leave' });
    await waitFor(() => expect(pageCalls(http)).toHaveLength(2));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '删除成功' });
  });

  it('shows the versions and exports one as <name>_v<version>.xml', async () => {
    const versions: ProcessVersion[] = [
      { version: 2, processName: '请假审批', procDefId: 'def-2', deployedAt: '2026-11-22 09:00:00', deployedBy: '张三', state: 'suspended' },
      { version: 1, processName: '请假', procDefId: 'def-1', deployedAt: '2026-11-20 09:00:00', deployedBy: '系统管理员', state: 'retired' },
    ];
    const http = server()
      .on('GET', '/workflow/processDef/versions', versions)
      .on('GET', '/workflow/processDef', { processDefinitionKey: 'leave', processName: '请假', bpmnData: '<v1/>', version: 1, updateTime: '2026-11-20 09:00:00', latestVersion: 2 });
    const downloads: Array<{ name: string; blob: Blob }> = [];
    const blobs: Blob[] = [];
    // The test DOM has no object URLs: the exported blob is kept to be read back.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: () => undefined,
    }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blobs.at(-1)! });
    });
    const { user } = await open(http);
    await screen.findByText('请假审批');
    await user.click(within(rowOf('请假审批')).getByRole('button', { name: '版本' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('2026-11-22 09:00:00')).toBeTruthy();
    expect(within(drawer).getByText('v1')).toBeTruthy();
    // Each version's state (issue 22 §4), as 流程监控 set it.
    expect(within(within(drawer).getByText('v2').closest('tr') as HTMLElement).getByText('已挂起')).toBeTruthy();
    expect(within(within(drawer).getByText('v1').closest('tr') as HTMLElement).getByText('已停用')).toBeTruthy();
    expect(http.callsTo('GET', '/workflow/processDef/versions')[0].options?.params).toEqual({ processDefKey: 'leave' });

    const first = within(drawer).getByText('v1').closest('tr') as HTMLElement;
    await user.click(within(first).getByRole('button', { name: '导出 XML' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(http.callsTo('GET', '/workflow/processDef')[0].options?.params).toEqual({ processDefKey: 'leave', version: 1 });
    expect(downloads[0].name).toBe('请假_v1.xml');
    expect(await downloads[0].blob.text()).toBe('<v1/>');
  });
});
