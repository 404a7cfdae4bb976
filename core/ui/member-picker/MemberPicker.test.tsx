import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryMember, DirectoryNode } from '../../../contracts/workbench/MemberDirectory.ts';
import { FakeHttpClient, type RecordedCall } from '../../react/testing/index.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { MemberPicker, type MemberPickerProps } from './MemberPicker.tsx';
import { emptyPickerValue } from './MemberSelection.ts';

// The dialog, its tabs and trees take a while to mount on a busy two-core machine; a real hang still fails.
configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60000 });

const TREE = '/admin/addressBook/dept/treeSelect/';
const MEMBERS = '/admin/addressBook/user/fullList';
const ROLES = '/admin/role/page';
const TAGS = '/admin/tag/tree';
const TAG_MEMBERS = '/admin/tag/member/page';
const EXPAND = '/admin/role/origanizeToUser';

const node = (id: number, name: string, level: number, children: DirectoryNode[] = []): DirectoryNode => ({ id, deptId: id, name, level, children });
const tree = [node(1, '融合科技有限公司', 2, [node(13, '研发部', 3, [node(14, '后端组', 3)]), node(16, '测试部', 3)])];

const member = (userId: number, chineseName: string, deptName = '研发部'): DirectoryMember => ({ userId, username: `u${userId}`, chineseName, deptName, status: '0' });
/** 研发部 has 23 people: three pages of ten. */
const rd = Array.from({ length: 23 }, (_, i) => member(100 + i, `研发${i + 1}`));
const zhangsan = member(7, '张三');

function membersOf({ options }: RecordedCall) {
  const { current, size, keyword, deptId } = options?.params as { current: number; size: number; keyword?: string; deptId?: number };
  const all = keyword ? [zhangsan, ...rd].filter((m) => m.chineseName?.includes(keyword)) : deptId === 13 ? rd : [];
  return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
}

function directoryServer() {
  return new FakeHttpClient()
    .on('GET', TREE, tree)
    .on('GET', MEMBERS, membersOf)
    .on('GET', ROLES, { records: [{ roleId: 5, roleName: '法务人员' }, { roleId: 6, roleName: '财务人员' }], total: 2, current: 1, size: 999999 })
    .on('GET', TAGS, [{ tagId: 1, tagName: '项目组', level: 1, tagList: [{ tagId: 3, tagName: '流程引擎项目', level: 2 }] }])
    .on('GET', TAG_MEMBERS, { records: [member(8, '李四'), member(10, '吴九')], total: 2, current: 1, size: 10 });
}

type Overrides = Partial<Omit<MemberPickerProps, 'open' | 'onConfirm' | 'onCancel'>>;

/** The picker as a caller holds it: a button opens it; 确定 keeps the result, 取消 drops it. */
function Caller(props: Overrides & Pick<MemberPickerProps, 'onConfirm' | 'onCancel'>) {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState(props.value ?? emptyPickerValue());
  return (
    <>
      <button onClick={() => setOpen(true)}>打开</button>
      <MemberPicker
        types={['user', 'dept']}
        {...props}
        open={open}
        value={value}
        onConfirm={(next, visible) => {
          props.onConfirm(next, visible);
          setValue(next);
          setOpen(false);
        }}
        onCancel={() => {
          props.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

function renderPicker(overrides: Overrides = {}, http = directoryServer()) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const fixture = renderWidget(<Caller {...overrides} onConfirm={onConfirm} onCancel={onCancel} />, { http });
  const warnings = () => fixture.notifier.shown.filter((shown) => shown.kind === 'warning').map((shown) => shown.text);
  return { ...fixture, onConfirm, onCancel, warnings };
}

const dialog = () => screen.getByRole('dialog');
/** The checkbox of a tree node, found by the node's title. */
const treeCheckbox = async (name: string) => {
  const title = await within(dialog()).findByTitle(name);
  return title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
};
const isChecked = async (name: string) => (await treeCheckbox(name)).classList.contains('ant-tree-checkbox-checked');
const section = (title: RegExp) => screen.getByText(title).closest('.ant-collapse-item') as HTMLElement;
/** Clicks a tree node's title, once the dialog's opening motion lets pointers through. */
const clickNode = async (name: string) => {
  const title = await within(dialog()).findByTitle(name);
  await waitFor(() => userEvent.click(title));
};
const confirm = () => userEvent.click(within(dialog()).getByRole('button', { name: '确定' }));

afterEach(() => vi.useRealTimers());

describe('the member picker', () => {
  it('opens as 选择人员 with the tabs its types ask for', async () => {
    renderPicker();
    expect(within(dialog()).getByText('选择人员')).toBeTruthy();
    expect(within(dialog()).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['组织架构']);
    expect(await within(dialog()).findByText('请选择机构')).toBeTruthy();
  });

  it('shows 角色 for role, 标签 for tag or tagUser, and 表达式 when enabled', async () => {
    renderPicker({ types: ['user', 'role', 'tagUser'], expression: true, title: '选择办理人' });
    expect(within(dialog()).getByText('选择办理人')).toBeTruthy();
    expect(within(dialog()).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['组织架构', '角色', '标签', '表达式']);
  });

  it('checks a department on its own: no parent or child goes with it', async () => {
    renderPicker({ types: ['user', 'dept', 'company'] });
    await userEvent.click(await treeCheckbox('研发部'));
    expect(await isChecked('研发部')).toBe(true);
    expect(await isChecked('后端组')).toBe(false);
    expect(await isChecked('融合科技有限公司')).toBe(false);
    expect(within(section(/^部门（1）/)).getByText('研发部')).toBeTruthy();
    await userEvent.click(await treeCheckbox('融合科技有限公司'));
    expect(within(section(/^公司（1）/)).getByText('融合科技有限公司')).toBeTruthy();
    expect(within(section(/^部门（1）/)).getByText('研发部')).toBeTruthy();
  });

  it('leaves companies unchecked when only departments are chosen (level 3 is a department)', async () => {
    renderPicker({ types: ['dept'] });
    expect((await treeCheckbox('融合科技有限公司')).classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    expect((await treeCheckbox('测试部')).classList.contains('ant-tree-checkbox-disabled')).toBe(false);
  });

  it('lists a department’s people ten at a time and says when there is no page that way', async () => {
    const { warnings, http } = renderPicker();
    await clickNode('研发部');
    expect(await screen.findByRole('checkbox', { name: '研发1（研发部）' })).toBeTruthy();
    expect(http.callsTo('GET', MEMBERS).at(-1)?.options?.params).toMatchObject({ deptId: 13, current: 1, size: 10 });
    expect(screen.getByText('1/3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(warnings()).toEqual(['已经是首页了']);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('checkbox', { name: '研发21（研发部）' })).toBeTruthy();
    expect(screen.getByText('3/3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(warnings()).toEqual(['已经是首页了', '已经是最后一页了']);
  });

  it('全选 takes the page while the limit allows, then says 最多可选择N个; 清空 empties the page', async () => {
    const { warnings } = renderPicker({ limits: { user: 3 } });
    await clickNode('研发部');
    await screen.findByRole('checkbox', { name: '研发1（研发部）' });
    await userEvent.click(screen.getByRole('button', { name: '全选' }));
    expect(warnings()).toEqual(['最多可选择3个']);
    expect(section(/^人员（3）/)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '研发3（研发部）' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '研发4（研发部）' }).checked).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: '研发4（研发部）' }));
    expect(warnings()).toEqual(['最多可选择3个', '最多可选择3个']);

    await userEvent.click(within(dialog()).getAllByRole('button', { name: '清空' })[0]);
    expect(section(/^人员（0）/)).toBeTruthy();
  });

  it('searches 400 ms after the last keystroke', async () => {
    const { http } = renderPicker();
    const search = await screen.findByPlaceholderText('输入账号/姓名/手机号');
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: '张' } });
    await act(async () => void vi.advanceTimersByTime(300));
    fireEvent.change(search, { target: { value: '张三' } });
    await act(async () => void vi.advanceTimersByTime(399));
    expect(http.callsTo('GET', MEMBERS)).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    expect(http.callsTo('GET', MEMBERS).map((call) => call.options?.params)).toEqual([{ current: 1, size: 10, keyword: '张三', deptId: undefined }]);
    vi.useRealTimers();
    expect(await screen.findByRole('checkbox', { name: '张三（研发部）' })).toBeTruthy();
  });

  it('keeps the spinner on when the tree fails, and shows nobody when a list fails (spec part 3 §8)', async () => {
    const http = directoryServer().failOn('GET', TREE, 500, '部门树加载失败').failOn('GET', MEMBERS, 500, '成员加载失败');
    const { notifier } = renderPicker({}, http);
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '部门树加载失败' }));
    expect(dialog().querySelectorAll('.ant-spin-spinning')).toHaveLength(1);
    fireEvent.change(screen.getByPlaceholderText('输入账号/姓名/手机号'), { target: { value: '张' } });
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '成员加载失败' }));
    expect(screen.getByText('请选择机构')).toBeTruthy();
    // Only the tree's spinner is left: the list stopped loading.
    expect(dialog().querySelectorAll('.ant-spin-spinning')).toHaveLength(1);
  });

  it('says 请求失败 when the tree is refused without a message, the server’s msg when it gives one', async () => {
    const http = directoryServer().failWithCode('GET', TREE, 1, null).failWithCode('GET', TAGS, 1, '标签已停用');
    const { notifier } = renderPicker({ types: ['user', 'tag'] }, http);
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '请求失败' }));
    expect(dialog().querySelectorAll('.ant-spin-spinning')).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: '标签' }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '标签已停用' }));
  });

  it('confirms the chosen people; 取消 restores what the dialog opened with', async () => {
    const lisi = { userId: 8, chineseName: '李四' };
    const { onConfirm, onCancel } = renderPicker({ value: { ...emptyPickerValue(), userList: [lisi] } });
    await userEvent.click(screen.getByRole('button', { name: '移除李四' }));
    expect(section(/^人员（0）/)).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '打开' }));
    expect(within(section(/^人员（1）/)).getByText('李四')).toBeTruthy();
    await clickNode('研发部');
    await userEvent.click(await screen.findByRole('checkbox', { name: '研发2（研发部）' }));
    await confirm();
    expect(onConfirm.mock.calls[0][0]).toEqual({
      ...emptyPickerValue(),
      userList: [lisi, { userId: 101, chineseName: '研发2', deptName: '研发部' }],
    });
  });

  it('lets the administrator (member 1) be taken out like anyone when choosing people', async () => {
    const value = { ...emptyPickerValue(), userList: [{ userId: 1, chineseName: '管理员' }, { userId: 8, chineseName: '李四' }] };
    const { onConfirm } = renderPicker({ value });
    await userEvent.click(screen.getByRole('button', { name: '移除管理员' }));
    expect(section(/^人员（1）/)).toBeTruthy();
    await userEvent.click(within(section(/^人员（1）/)).getByRole('button', { name: '清空人员' }));
    await confirm();
    expect(onConfirm.mock.calls[0][0].userList).toEqual([]);
  });

  it('keeps the administrator where the address book protects him (role management)', async () => {
    const value = { ...emptyPickerValue(), userList: [{ userId: 1, chineseName: '管理员' }, { userId: 8, chineseName: '李四' }] };
    renderPicker({ value, protectAdministrator: true });
    expect(screen.queryByRole('button', { name: '移除管理员' })).toBeNull();
    await userEvent.click(within(section(/^人员（2）/)).getByRole('button', { name: '清空人员' }));
    expect(within(section(/^人员（1）/)).getByText('管理员')).toBeTruthy();
  });

  it('takes an expression only as ${…}; anything else is warned about and cleared', async () => {
    const { warnings, onConfirm } = renderPicker({ expression: true });
    await userEvent.click(screen.getByRole('tab', { name: '表达式' }));
    const field = screen.getByRole('textbox', { name: '表达式' });
    await userEvent.type(field, 'initiator');
    await userEvent.tab();
    expect(warnings()).toEqual(['表达式必须以${开头，以}结尾']);
    expect((field as HTMLInputElement).value).toBe('');

    await userEvent.type(field, '${{initiator}');
    await userEvent.tab();
    expect(within(section(/^表达式（1）/)).getByText('${initiator}')).toBeTruthy();
    await confirm();
    expect(onConfirm.mock.calls[0][0]).toEqual({ ...emptyPickerValue(), variable: '${initiator}' });
  });

  it('chooses roles from the whole role list', async () => {
    const { http, onConfirm } = renderPicker({ types: ['role'] });
    await userEvent.click(screen.getByRole('tab', { name: '角色' }));
    await userEvent.click(await treeCheckbox('法务人员'));
    expect(http.callsTo('GET', ROLES)[0].options?.params).toEqual({ current: 1, size: 999999 });
    await confirm();
    expect(onConfirm).toHaveBeenCalledWith(
      { ...emptyPickerValue(), roleList: [{ roleId: 5, roleName: '法务人员' }] },
      { visibleCompany: [], visibleDept: [], visibleTag: [], visibleUser: [], visibleRole: [{ roleId: 5, name: '法务人员' }] },
    );
  });

  it('chooses tags, and people by tag, on the 标签 tab', async () => {
    const { http, onConfirm } = renderPicker({ types: ['tag', 'tagUser'], limits: { tag: 1 } });
    await userEvent.click(screen.getByRole('tab', { name: '标签' }));
    expect(await within(dialog()).findByText('请选择标签')).toBeTruthy();
    expect(screen.getByRole('img', { name: '项目组' })).toBeTruthy();
    await userEvent.click(await treeCheckbox('流程引擎项目'));
    await userEvent.click(screen.getByTitle('流程引擎项目'));
    await userEvent.click(await screen.findByRole('checkbox', { name: '吴九（研发部）' }));
    expect(http.callsTo('GET', TAG_MEMBERS)[0].options?.params).toMatchObject({ tagId: 3, current: 1, size: 10 });
    await confirm();
    expect(onConfirm.mock.calls[0][0]).toEqual({
      ...emptyPickerValue(),
      tagList: [{ tagId: 3, name: '流程引擎项目' }],
      userList: [{ userId: 10, chineseName: '吴九', deptName: '研发部' }],
    });
  });

  it('with “departments change members”, a checked department brings its people and an unchecked one takes them away', async () => {
    const http = directoryServer().on('POST', EXPAND, (call: RecordedCall) =>
      (call.body as { visibleDept: { deptId: number }[] }).visibleDept.some((dept) => dept.deptId === 16) ? [member(9, '郑十', '测试部')] : [],
    );
    const lisi = { userId: 8, chineseName: '李四' };
    renderPicker({ types: ['user', 'dept'], deptChangesMembers: true, value: { ...emptyPickerValue(), userList: [lisi] } }, http);
    await userEvent.click(await treeCheckbox('测试部'));
    await waitFor(() => expect(within(section(/^人员（2）/)).getByText('郑十')).toBeTruthy());
    expect(http.callsTo('POST', EXPAND)[0].body).toEqual({ visibleCompany: [], visibleDept: [{ deptId: 16, name: '测试部' }], visibleTag: [] });

    await userEvent.click(await treeCheckbox('测试部'));
    await waitFor(() => expect(section(/^人员（1）/)).toBeTruthy());
    expect(within(section(/^人员（1）/)).getByText('李四')).toBeTruthy();
  });

  it('counts the people a department brings toward the people limit, and says so when some are left out', async () => {
    const http = directoryServer().on('POST', EXPAND, [member(9, '郑十', '测试部'), member(11, '冯十一', '测试部'), member(12, '陈十二', '测试部')]);
    const lisi = { userId: 8, chineseName: '李四' };
    const { notifier } = renderPicker({ types: ['user', 'dept'], deptChangesMembers: true, limits: { user: 3 }, value: { ...emptyPickerValue(), userList: [lisi] } }, http);
    await userEvent.click(await treeCheckbox('测试部'));
    await waitFor(() => expect(section(/^人员（3）/)).toBeTruthy());
    expect(within(section(/^人员（3）/)).queryByText('陈十二')).toBeNull();
    expect(notifier.shown).toContainEqual({ kind: 'warning', text: '最多可选择3个' });
  });
});
