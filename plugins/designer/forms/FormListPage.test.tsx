import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DesignedFormRendererId, type DesignedFormPreviewProps } from '../../../contracts/workbench/DesignedForms.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { designerPlugin } from '../index.ts';
import type { FormCopyRequest, FormDefinition, FormDetail, FormExport, FormSummary, FormVersionDetail, FormVersionSummary } from './FormDesignApi.ts';

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };
const PAGE = '/form/design/page';

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
    bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

function RendererStandIn({ definition, rules }: DesignedFormPreviewProps) {
  const readOnly = rules !== undefined && Object.values(rules).every((rule) => !rule.editable);
  return <div data-testid="rendered">{`${readOnly ? '只读' : '可填'}:${definition.fields.map((field) => field.label).join('|')}`}</div>;
}

const LEAVE: FormDefinition = {
  schemaVersion: 1,
  titleField: null,
  fields: [
    { key: 'period', type: 'dateRange', label: '请假日期', required: true },
    { key: 'reason', type: 'textarea', label: '事由', required: true },
  ],
};

const ROWS: FormSummary[] = [
  { id: 5, formKey: 'leave', formName: '请假申请', version: 3, updateTime: '2026-11-27 10:00:00', updatedBy: '系统管理员', createTime: '2026-11-20 09:00:00' },
  { id: 6, formKey: 'seal', formName: '用章申请', version: 1, updateTime: '2026-11-26 09:00:00', updatedBy: '张三', createTime: '2026-11-26 09:00:00' },
];

function server(rows: FormSummary[] = ROWS) {
  return new FakeHttpClient().on('GET', PAGE, (call: RecordedCall) => {
    const { formName } = (call.options?.params ?? {}) as { formName?: string };
    const found = rows.filter((row) => !formName || row.formName.includes(formName));
    return { records: found, total: found.length };
  });
}

async function open(http: FakeHttpClient, who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), designerPlugin()], '/dev/activiti/form', {
    http,
    session: MemorySessionStore.signedIn(who),
    provide: (bind) => bind.value(DesignedFormRendererId, { load: async () => RendererStandIn }),
  });
  return { ...fixture, notifier, user: userEvent.setup() };
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const pageCalls = (http: FakeHttpClient) => http.callsTo('GET', PAGE);

/** 导出 and 删除 sit under 更多 (at most three row buttons). */
async function more(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, action: string) {
  await user.click(within(row).getByRole('button', { name: /更多/ }));
  await user.click(await screen.findByText(action, { selector: '.ant-dropdown-menu-title-content' }));
}

describe('表单管理', () => {
  beforeAll(async () => {
    await import('./FormListPage.tsx');
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is for administrators only', async () => {
    const http = server();
    await open(http, STAFF);
    expect(await screen.findByText('仅管理员可以管理表单')).toBeTruthy();
    expect(pageCalls(http)).toHaveLength(0);
  });

  it('lists the company’s forms and searches them by name from page 1', async () => {
    const http = server();
    const { user } = await open(http);
    await screen.findByText('请假申请');
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['序号', '表单标识', '表单名称', '最新版本', '更新时间', '更新人', '创建时间', '操作']);
    expect(within(rowOf('请假申请')).getByText('v3')).toBeTruthy();
    await user.click(screen.getByLabelText('表单名称'));
    await user.paste('用章');
    await user.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(pageCalls(http).at(-1)?.options?.params).toMatchObject({ formName: '用章', current: 1 }));
    await waitFor(() => expect(screen.queryByText('请假申请')).toBeNull());
  });

  it('新建表单 and 编辑 open the form designer', async () => {
    const { user, router } = await open(server());
    await screen.findByText('请假申请');
    await user.click(within(rowOf('请假申请')).getByRole('button', { name: '编辑' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dev/activiti/form/designer?id=5'));
  });

  it('新建表单 opens an empty designer', async () => {
    const { user, router } = await open(server());
    await screen.findByText('请假申请');
    await user.click(screen.getByRole('button', { name: '新建表单' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/dev/activiti/form/designer'));
  });

  it('复制 asks for the copy’s key and name, shows a taken key under it, and loads the list again', async () => {
    const http = server().on('POST', '/form/design/5/copy', (call: RecordedCall) => {
      const body = call.body as FormCopyRequest;
      if (body.formKey === 'leave_copy') throw new HttpError(409, 409, '表单标识 leave_copy 已存在');
      return { id: 11, formKey: body.formKey, formName: body.formName, version: 1, definition: LEAVE, updateTime: '2026-11-28 10:00:00' } satisfies FormDetail;
    });
    const { user, notifier } = await open(http);
    await screen.findByText('请假申请');
    await user.click(within(rowOf('请假申请')).getByRole('button', { name: '复制' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('复制表单“请假申请”')).toBeTruthy();
    expect((within(dialog).getByLabelText('表单名称') as HTMLInputElement).value).toBe('请假申请（副本）');
    const key = within(dialog).getByLabelText('表单标识') as HTMLInputElement;
    expect(key.value).toBe('leave_copy');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('表单标识 leave_copy 已存在')).toBeTruthy();
    await user.clear(key);
    await user.paste('sick_leave');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(pageCalls(http)).toHaveLength(2));
    expect(http.callsTo('POST', '/form/design/5/copy').at(-1)?.body).toEqual({ formKey: 'sick_leave', formName: '请假申请（副本）' });
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '已复制为“请假申请（副本）”' });
  });

  it('删除 asks first, and shows the server’s refusal of a form a deployed process uses', async () => {
    const http = server().failOn('DELETE', '/form/design/5', 409, '表单「请假申请」已被流程请假审批（leave 第 1 版）发布使用，不能删除');
    const { user, notifier } = await open(http);
    await screen.findByText('请假申请');
    await more(user, rowOf('请假申请'), '删除');
    expect(await screen.findByText('确定删除表单“请假申请”吗？删除后不可恢复。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(http.callsTo('DELETE', '/form/design/5')).toHaveLength(0);

    await more(user, rowOf('请假申请'), '删除');
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '表单「请假申请」已被流程请假审批（leave 第 1 版）发布使用，不能删除' }));
    expect(notifier.shown.some((shown: { kind: string }) => shown.kind === 'success')).toBe(false);
    expect(pageCalls(http)).toHaveLength(1);
  });

  it('删除 a form no process uses, then loads the list again', async () => {
    const http = server().on('DELETE', '/form/design/6', true);
    const { user, notifier } = await open(http);
    await screen.findByText('用章申请');
    await more(user, rowOf('用章申请'), '删除');
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(pageCalls(http)).toHaveLength(2));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '删除成功' });
  });

  it('版本 lists the versions with the processes deployed with them, and shows one read-only', async () => {
    const versions: FormVersionSummary[] = [
      { version: 3, createTime: '2026-11-27 10:00:00', createdBy: '系统管理员', processes: [] },
      { version: 1, createTime: '2026-11-20 09:00:00', createdBy: '张三', processes: ['请假审批（leave 第 1 版）'] },
    ];
    const http = server()
      .on('GET', '/form/design/5/versions', versions)
      .on('GET', '/form/design/5/versions/1', { version: 1, definition: LEAVE, createTime: '2026-11-20 09:00:00' } satisfies FormVersionDetail);
    const { user } = await open(http);
    await screen.findByText('请假申请');
    await user.click(within(rowOf('请假申请')).getByRole('button', { name: '版本' }));
    const drawer = await screen.findByRole('dialog');
    const first = (await within(drawer).findByText('v1')).closest('tr') as HTMLElement;
    expect(within(first).getByText('张三')).toBeTruthy();
    expect(within(first).getByText('请假审批（leave 第 1 版）')).toBeTruthy();
    expect(within(within(drawer).getByText('v3').closest('tr') as HTMLElement).getByText('未被发布的流程使用')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: '查看' }));
    expect(await screen.findByText('请假申请（v1，只读）')).toBeTruthy();
    expect((await screen.findByTestId('rendered')).textContent).toBe('只读:请假日期|事由');
  });

  it('导出 downloads the form as <key>.form.json', async () => {
    const exported: FormExport = { formKey: 'leave', formName: '请假申请', definition: LEAVE };
    const http = server().on('GET', '/form/design/5/export', exported);
    const blobs: Blob[] = [];
    const downloads: Array<{ name: string; blob: Blob }> = [];
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: (blob: Blob) => {
          blobs.push(blob);
          return 'blob:export';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blobs.at(-1)! });
    });
    const { user } = await open(http);
    await screen.findByText('请假申请');
    await more(user, rowOf('请假申请'), '导出');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].name).toBe('leave.form.json');
    expect(JSON.parse(await downloads[0].blob.text())).toEqual(exported);
  });

  async function upload(name: string, text: string) {
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
    return dialog;
  }

  it('导入 lists a file’s findings and creates nothing', async () => {
    const http = server();
    const { user } = await open(http);
    await screen.findByText('请假申请');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const broken = { ...LEAVE, fields: [...LEAVE.fields, { key: 'days', type: 'computed', label: '天数' }, { key: 'reason', type: 'input', label: '重复' }] };
    const dialog = await upload('leave.form.json', JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: broken }));
    expect(await within(dialog).findByText('表单定义有错误，未导入：')).toBeTruthy();
    expect(within(dialog).getByText(/请填写计算公式/)).toBeTruthy();
    expect(within(dialog).getByText(/字段标识“reason”重复/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /导\s*入/ }) as HTMLButtonElement).disabled).toBe(true);

    await upload('notes.json', '{ not json');
    expect(await within(dialog).findByText('文件不是有效的 JSON')).toBeTruthy();
    await upload('leave.json', JSON.stringify([LEAVE]));
    expect(await within(dialog).findByText(/属性类型不正确/)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /导\s*入/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(http.callsTo('POST', '/form/design/import')).toHaveLength(0);
  });

  it('导入 takes a definition alone too, its key from the file’s name, its name to be given', async () => {
    const http = server().on('POST', '/form/design/import', (call: RecordedCall) => ({ ...(call.body as FormExport), id: 13, version: 1, updateTime: '2026-11-28 10:00:00' }));
    const { user } = await open(http);
    await screen.findByText('请假申请');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await upload('sick_leave.form.json', JSON.stringify(LEAVE));
    const key = (await within(dialog).findByLabelText('表单标识')) as HTMLInputElement;
    await waitFor(() => expect(key.value).toBe('sick_leave'));
    await user.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    expect(await within(dialog).findByText('请输入表单名称')).toBeTruthy();
    expect(http.callsTo('POST', '/form/design/import')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('表单名称'));
    await user.paste('病假申请');
    await user.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    await waitFor(() => expect(http.callsTo('POST', '/form/design/import')).toHaveLength(1));
    expect(http.callsTo('POST', '/form/design/import')[0].body).toEqual({ formKey: 'sick_leave', formName: '病假申请', definition: LEAVE } satisfies FormExport);
  });

  it('导入 a sound file under its key and name, or others when the key is taken, then loads the list again', async () => {
    const http = server().on('POST', '/form/design/import', (call: RecordedCall) => {
      const body = call.body as FormExport;
      if (body.formKey === 'leave') throw new HttpError(409, 409, '表单标识 leave 已存在');
      return { id: 12, formKey: body.formKey, formName: body.formName, version: 1, definition: body.definition, updateTime: '2026-11-28 10:00:00' } satisfies FormDetail;
    });
    const { user, notifier } = await open(http);
    await screen.findByText('请假申请');
    await user.click(screen.getByRole('button', { name: /导\s*入/ }));
    const dialog = await upload('leave.form.json', JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: LEAVE } satisfies FormExport));
    const key = (await within(dialog).findByLabelText('表单标识')) as HTMLInputElement;
    await waitFor(() => expect(key.value).toBe('leave'));
    expect((within(dialog).getByLabelText('表单名称') as HTMLInputElement).value).toBe('请假申请');
    await user.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    expect(await within(dialog).findByText('表单标识 leave 已存在')).toBeTruthy();
    await user.clear(key);
    await user.paste('leave2');
    await user.click(within(dialog).getByRole('button', { name: /导\s*入/ }));
    await waitFor(() => expect(pageCalls(http)).toHaveLength(2));
    expect(http.callsTo('POST', '/form/design/import').at(-1)?.body).toEqual({ formKey: 'leave2', formName: '请假申请', definition: LEAVE } satisfies FormExport);
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '导入成功' });
  });
});
