import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { DesignedFormRendererId, type DesignedFormPreviewProps } from '../../../contracts/workbench/DesignedForms.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { designerPlugin } from '../index.ts';
import type { FormCreateRequest, FormDefinition, FormDetail, FormUpdateRequest } from './FormDesignApi.ts';

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
    bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

/** The process centre's renderer, as the designer sees it: it shows what it was given. */
function RendererStandIn({ definition, width, rules }: DesignedFormPreviewProps) {
  return (
    <div data-testid="rendered" data-width={width ?? 'window'} data-read-only={rules ? String(Object.values(rules).every((rule) => !rule.editable)) : 'false'}>
      {definition.fields.map((field) => field.label).join('|')}
    </div>
  );
}

const LEAVE: FormDefinition = {
  schemaVersion: 1,
  titleField: 'reason',
  fields: [
    { key: 'kind', type: 'select', label: '类型', required: true, options: [{ label: '年假', value: 'annual' }, { label: '事假', value: 'personal' }] },
    { key: 'period', type: 'dateRange', label: '请假日期', required: true },
    { key: 'days', type: 'computed', label: '天数', formula: 'days(period)' },
    { key: 'reason', type: 'input', label: '事由', required: true, span: 4 },
  ],
};

function detail(definition: FormDefinition): FormDetail {
  return { id: 5, formKey: 'leave', formName: '请假申请', version: 2, definition, updateTime: '2026-11-27 10:00:00' };
}

async function open(path: string, http = new FakeHttpClient(), who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), designerPlugin()], path, {
    http,
    session: MemorySessionStore.signedIn(who),
    provide: (bind) => bind.value(DesignedFormRendererId, { load: async () => RendererStandIn }),
  });
  return { ...fixture, notifier, user: userEvent.setup() };
}

const canvas = () => screen.getByTestId('form-canvas');
const card = (label: string) => within(canvas()).getByRole('group', { name: label });
const cardLabels = () => Array.from(canvas().querySelectorAll('[data-field-key]')).map((element) => element.getAttribute('data-field-key'));
const palette = () => screen.getByRole('navigation', { name: '字段' });
const findingsPanel = () => screen.getByRole('region', { name: '问题' });

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

describe('表单设计', () => {
  beforeAll(async () => {
    await import('./FormDesignerPage.tsx');
  });

  it('is for administrators only', async () => {
    await open('/dev/activiti/form/designer', new FakeHttpClient(), STAFF);
    expect(await screen.findByText('仅管理员可以管理表单')).toBeTruthy();
  });

  it('offers every field type, grouped, and a click appends one, selected, under a free key', async () => {
    const { user } = await open('/dev/activiti/form/designer');
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    expect(within(palette()).getAllByText(/字段$|^布局$/).map((group) => group.textContent)).toEqual(['基础字段', '选择字段', '高级字段', '布局']);
    expect(within(palette()).getAllByRole('button')).toHaveLength(18);
    await user.click(within(palette()).getByRole('button', { name: '单行文本' }));
    await user.click(within(palette()).getByRole('button', { name: '单行文本' }));
    await user.click(within(palette()).getByRole('button', { name: '明细' }));
    expect(cardLabels()).toEqual(['input1', 'input2', 'table1']);
    // The new field is the one being edited.
    expect((screen.getByLabelText('字段标识') as HTMLInputElement).value).toBe('table1');
    expect(screen.getByText('3 / 100 个字段')).toBeTruthy();
  });

  it('edits the selected field’s properties, and the canvas shows them', async () => {
    const { user } = await open('/dev/activiti/form/designer');
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '多行文本' }));
    await paste(user, screen.getByLabelText('标题'), '事由');
    await user.click(screen.getByLabelText('必填'));
    await paste(user, screen.getByLabelText('必填提示'), '请说明请假事由');
    const reason = card('事由');
    expect(within(reason).getByText('*')).toBeTruthy();
    await user.click(screen.getByText('4/4'));
    expect(reason.style.gridColumn).toBe('span 4');
  });

  it('takes a key only when it is a variable name no other field has, and follows it in formulas', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/5', detail(LEAVE));
    const { user } = await open('/dev/activiti/form/designer?id=5', http);
    await user.click(await screen.findByRole('button', { name: '请假日期' }));
    const key = screen.getByLabelText('字段标识') as HTMLInputElement;
    await paste(user, key, '1st');
    fireEvent.blur(key);
    expect(screen.getByText('流程条件中使用的变量名：字母或下划线开头，由字母、数字、下划线组成')).toBeTruthy();
    await paste(user, key, 'days');
    fireEvent.blur(key);
    expect(screen.getByText('字段标识 days 已被使用')).toBeTruthy();
    expect(cardLabels()).toEqual(['kind', 'period', 'days', 'reason']);
    await paste(user, key, 'leavePeriod');
    fireEvent.blur(key);
    expect(cardLabels()).toEqual(['kind', 'leavePeriod', 'days', 'reason']);
    await user.click(card('天数'));
    expect((screen.getByLabelText('计算公式') as HTMLTextAreaElement).value).toBe('days(leavePeriod)');
  });

  it('shows the form check’s findings on the field and in the list, and refuses to save while there are any', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/5', detail(LEAVE));
    const { user, notifier } = await open('/dev/activiti/form/designer?id=5', http);
    await screen.findByRole('button', { name: '天数' });
    expect(within(findingsPanel()).getByText('未发现问题')).toBeTruthy();
    await user.click(within(palette()).getByRole('button', { name: '计算' }));
    expect(await within(findingsPanel()).findByText('问题（1）')).toBeTruthy();
    expect(within(findingsPanel()).getByRole('button', { name: '计算：请填写计算公式' })).toBeTruthy();
    expect(within(card('计算')).getByRole('alert').textContent).toBe('请填写计算公式');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '表单有错误，请先修正后再保存' });
    expect(http.callsTo('PUT', '/form/design/5')).toHaveLength(0);
    await paste(user, screen.getByLabelText('计算公式'), 'days * 8');
    expect(await within(findingsPanel()).findByText('未发现问题')).toBeTruthy();
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z', async () => {
    const { user } = await open('/dev/activiti/form/designer');
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    const undo = screen.getByRole('button', { name: /撤\s*销/ });
    expect((undo as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(palette()).getByRole('button', { name: '数字' }));
    await user.click(within(palette()).getByRole('button', { name: '金额' }));
    await user.click(undo);
    expect(cardLabels()).toEqual(['number1']);
    await user.click(screen.getByRole('button', { name: /恢\s*复/ }));
    expect(cardLabels()).toEqual(['number1', 'money1']);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(cardLabels()).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(cardLabels()).toEqual(['number1']);
  });

  it('removes and duplicates a field from its card', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/5', detail(LEAVE));
    const { user } = await open('/dev/activiti/form/designer?id=5', http);
    await user.click(within(await screen.findByRole('group', { name: '类型' })).getByRole('button', { name: '复制字段' }));
    expect(cardLabels()).toEqual(['kind', 'kind1', 'period', 'days', 'reason']);
    await user.click(within(card('事由')).getByRole('button', { name: '删除字段' }));
    expect(cardLabels()).toEqual(['kind', 'kind1', 'period', 'days']);
  });

  it('edits a 明细’s columns: add one, edit it, and back to the 明细', async () => {
    const { user } = await open('/dev/activiti/form/designer');
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '明细' }));
    await user.click(screen.getByRole('button', { name: /添加列/ }));
    expect((screen.getByLabelText('字段标识') as HTMLInputElement).value).toBe('input1');
    await paste(user, screen.getByLabelText('标题'), '说明');
    expect(within(card('明细')).getByRole('button', { name: '说明' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /返回明细“明细”/ }));
    expect((screen.getByLabelText('字段标识') as HTMLInputElement).value).toBe('table1');
  });

  it('previews the form with the process centre’s renderer, at the window’s width and at a phone’s', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/5', detail(LEAVE));
    const { user } = await open('/dev/activiti/form/designer?id=5', http);
    await screen.findByRole('button', { name: '天数' });
    await user.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog');
    const rendered = await within(dialog).findByTestId('rendered');
    expect(rendered.textContent).toBe('类型|请假日期|天数|事由');
    expect(rendered.getAttribute('data-width')).toBe('window');
    await user.click(within(dialog).getByText('手机'));
    expect(within(dialog).getByTestId('rendered').getAttribute('data-width')).toBe('390');
  });

  it('creates a new form under a key with its first save, then saves new versions of it on the version it has', async () => {
    const saved = (version: number, definition: FormDefinition): FormDetail => ({ id: 9, formKey: 'leave', formName: '请假申请', version, definition, updateTime: '2026-11-28 10:00:00' });
    const http = new FakeHttpClient()
      .on('POST', '/form/design', (call: { body?: unknown }) => saved(1, (call.body as FormCreateRequest).definition))
      .on('PUT', '/form/design/9', (call: { body?: unknown }) => saved(2, (call.body as FormUpdateRequest).definition));
    const { user, notifier, router } = await open('/dev/activiti/form/designer', http);
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '单行文本' }));
    const save = screen.getByRole('button', { name: /保\s*存/ });
    await user.click(save);
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '请输入表单名称' });
    await paste(user, screen.getByLabelText('表单名称', { selector: 'header input' }), '请假申请');
    await user.click(save);
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '请输入表单标识' });
    await paste(user, screen.getByLabelText('表单标识'), '1leave');
    await user.click(save);
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '表单标识只能以字母或下划线开头，由字母、数字、下划线或连字符组成' });
    expect(http.callsTo('POST', '/form/design')).toHaveLength(0);
    await paste(user, screen.getByLabelText('表单标识'), 'leave');
    await user.click(save);
    await waitFor(() => expect(http.callsTo('POST', '/form/design')).toHaveLength(1));
    expect(http.callsTo('POST', '/form/design')[0].body).toEqual({
      formKey: 'leave',
      formName: '请假申请',
      definition: { schemaVersion: 1, titleField: null, fields: [{ key: 'input1', type: 'input', label: '单行文本', span: 2 }] },
    } satisfies FormCreateRequest);
    await waitFor(() => expect(router.state.location.search).toBe('?id=9'));
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '保存成功，当前版本 v1' });
    // Saved, the key is the form's for good.
    expect(screen.queryByLabelText('表单标识')).toBeNull();
    expect(screen.getByText('leave · v1')).toBeTruthy();
    await user.click(within(palette()).getByRole('button', { name: '日期' }));
    await user.click(save);
    await waitFor(() => expect(http.callsTo('PUT', '/form/design/9')).toHaveLength(1));
    const update = http.callsTo('PUT', '/form/design/9')[0].body as FormUpdateRequest;
    expect(update.baseVersion).toBe(1);
    expect(update.formName).toBe('请假申请');
    expect(update.definition.fields.map((field) => field.key)).toEqual(['input1', 'date1']);
    expect(await screen.findByText('leave · v2')).toBeTruthy();
  });

  it('keeps the form when the server refuses the save (a newer version saved meanwhile), and shows its message', async () => {
    const http = new FakeHttpClient()
      .on('GET', '/form/design/5', detail(LEAVE))
      .failOn('PUT', '/form/design/5', 409, '表单已被他人保存为第 3 版，请重新加载后再修改');
    const { user, notifier } = await open('/dev/activiti/form/designer?id=5', http);
    await screen.findByRole('button', { name: '天数' });
    await user.click(within(palette()).getByRole('button', { name: '开关' }));
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '表单已被他人保存为第 3 版，请重新加载后再修改' }));
    expect(cardLabels()).toEqual(['kind', 'period', 'days', 'reason', 'switch1']);
    expect(notifier.shown.some((shown: { kind: string }) => shown.kind === 'success')).toBe(false);
  });

  it('chooses the title field among the single-line texts', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/5', detail({ ...LEAVE, titleField: null }));
    const { user } = await open('/dev/activiti/form/designer?id=5', http);
    await screen.findByRole('button', { name: '天数' });
    await user.click(screen.getByRole('tab', { name: '表单设置' }));
    await user.click(screen.getByLabelText('标题字段'));
    await screen.findByText('事由（reason）', { selector: '.ant-select-item-option-content' });
    expect([...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent)).toEqual(['（流程名称）', '事由（reason）']);
  });

  it('previews only a definition whose structure holds', async () => {
    const { user } = await open('/dev/activiti/form/designer');
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '单行文本' }));
    await user.clear(screen.getByLabelText('标题'));
    await user.click(screen.getByRole('button', { name: /预\s*览/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('表单定义有错误（见问题列表），修正后才能预览')).toBeTruthy();
    expect(within(dialog).queryByTestId('rendered')).toBeNull();
  });

  it('asks before leaving unsaved changes, and stays when told to', async () => {
    const http = new FakeHttpClient().on('GET', '/form/design/page', { records: [], total: 0, current: 1, size: 10 });
    const { user, router } = await open('/dev/activiti/form/designer', http);
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '数字' }));
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(await screen.findByText('表单有未保存的修改，离开将丢失这些修改，是否离开？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));
    expect(router.state.location.pathname).toBe('/dev/activiti/form/designer');
    expect(cardLabels()).toEqual(['number1']);
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dev/activiti/form'));
  });

  it('offers the platform’s dictionaries as a choice field’s 字典', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/dict/types', [
      { dictType: 'leave_type', description: '请假类型', itemCount: 3 },
      { dictType: 'sys_sex', description: '性别', itemCount: 2 },
    ]);
    const { user } = await open('/dev/activiti/form/designer', http);
    await screen.findByText('从左侧拖入或点击字段，开始设计表单');
    await user.click(within(palette()).getByRole('button', { name: '单选' }));
    await user.click(screen.getByText('字典'));
    expect(await within(findingsPanel()).findByText('问题（1）')).toBeTruthy();
    await user.click(screen.getByLabelText('字典类型'));
    await user.paste('请假');
    await user.click(await screen.findByText('请假类型（leave_type）', { selector: '.ant-select-item-option-content' }));
    expect(await within(findingsPanel()).findByText('未发现问题')).toBeTruthy();
    expect(within(card('单选')).getByText('字典：leave_type')).toBeTruthy();
  });
});
