import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import type { DeptNode, Member, MemberPage, TagNode } from './AddressBookApi.ts';

const info: UserInfo = {
  sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

const API = {
  tree: '/admin/addressBook/dept/treeSelect/',
  addDept: '/admin/addressBook/dept',
  members: '/admin/addressBook/user/fullList',
  tagTree: '/admin/tag/tree',
  tagMembers: '/admin/tag/member/page',
  send: '/admin/ocp/msg/send',
};

const dept = (id: number, name: string, children: DeptNode[] = []): DeptNode => ({ id, deptId: id, name, level: id === 1 ? 2 : 3, children });
const TREE = [dept(1, '融合科技有限公司', [dept(11, '总经办'), dept(12, '技术中心', [dept(13, '研发部')])])];

const member = (userId: number, username: string, chineseName: string, extra: Partial<Member> = {}): Member => ({
  userId,
  username,
  chineseName,
  phone: `138000000${String(userId).padStart(2, '0')}`,
  deptName: '研发部',
  deptId: 13,
  status: '0',
  ...extra,
});
/** 23 members: three pages of ten. */
const PEOPLE = [member(3, 'lisi', '李四', { email: 'lisi@ronghe.example', avatar: '/system/file/avatar/lisi.png' }), ...Array.from({ length: 22 }, (_, i) => member(100 + i, `user${i}`, `员工${i}`))];

/** The server's list: filtered by keyword, paged. */
function page(call: { options?: { params?: Record<string, unknown> } }): MemberPage {
  const { current = 1, size = 10, keyword } = (call.options?.params ?? {}) as { current?: number; size?: number; keyword?: string };
  const matching = keyword ? PEOPLE.filter((p) => [p.username, p.chineseName, p.phone].some((v) => v?.includes(keyword))) : PEOPLE;
  return { records: matching.slice((current - 1) * size, current * size), total: matching.length };
}

const TAGS: TagNode[] = [{ tagId: 1, tagName: '项目组', level: 1, tagList: [{ tagId: 2, tagName: '融合门户项目', level: 2, tagList: [] }] }];

/** The schedule page another plugin brings: here, where 发起日程 lands. */
const scheduleStandIn = definePlugin(() => ({
  id: 'schedule-stand-in',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/scheduleManagement/index', plugin: 'schedule-stand-in', layout: 'main', auth: true, load: async () => ({ default: () => <p>日程管理</p> }) });
  },
}));

async function addressBook(options: { permissions?: string[]; path?: string } = {}) {
  const http = new FakeHttpClient()
    .on('GET', API.tree, TREE)
    .on('GET', API.members, page)
    .on('GET', API.tagTree, TAGS)
    .on('GET', '/admin/tag/2', { tagId: 2, tagName: '融合门户项目', memberCount: 1 })
    .on('GET', API.tagMembers, { records: [PEOPLE[0]], total: 1 })
    .on('POST', API.send, { id: 1 })
    .on('POST', API.addDept, dept(30, '架构组'));
  const session = MemorySessionStore.signedIn(info);
  session.saveGrant({ access_token: 't', refresh_token: 'r', expires_in: 3600, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: options.permissions ?? [] } });
  const fixture = await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins(), scheduleStandIn()], options.path ?? '/addressbook/list', { http, session });
  return { ...fixture, http, user: userEvent.setup() };
}

const rows = () => screen.getAllByRole('row').slice(1);
const lastCall = (http: FakeHttpClient, url: string) => http.callsTo('GET', url).at(-1)?.options?.params;

/** The page's own tabs (通讯录 / 标签), not the workspace's bar of open pages above it. */
function pageTabs(): HTMLElement {
  return screen.getAllByRole('tablist').find((list) => !list.closest('nav'))!;
}

describe('/addressbook/list', () => {
  it('shows the company tree and the whole company’s members, ten a page, 共 N 条', async () => {
    const { http } = await addressBook();
    const tree = await screen.findByRole('tree', { name: '部门' });
    expect(within(tree).getByText('研发部')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByText('共 23 条')).toBeTruthy();
    expect(lastCall(http, API.members)).toEqual({ current: 1, size: 10 });
  });

  it('shows a colleague’s uploaded photo through the token, as the top bar does (an <img> sends no header)', async () => {
    await addressBook();
    await waitFor(() => expect(rows()).toHaveLength(10));
    const photo = rows()[0]!.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/system/file/avatar/lisi.png?sysAuthorization=t');
  });

  it('lists a department’s members when it is clicked, and pages', async () => {
    const { http, user } = await addressBook();
    await user.click(await screen.findByText('技术中心'));
    await waitFor(() => expect(lastCall(http, API.members)).toEqual({ current: 1, size: 10, deptId: 12 }));
    await user.click(await screen.findByTitle('3'));
    await waitFor(() => expect(lastCall(http, API.members)).toEqual({ current: 3, size: 10, deptId: 12 }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('searches by account, name or phone from the first page', async () => {
    const { http, user } = await addressBook();
    await user.click(await screen.findByTitle('2'));
    await user.type(screen.getByRole('searchbox', { name: '搜索账号、姓名或手机号' }), '李四{Enter}');
    await waitFor(() => expect(lastCall(http, API.members)).toEqual({ current: 1, size: 10, keyword: '李四' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('共 1 条')).toBeTruthy();
  });

  it('searches the tree by name on the server', async () => {
    const { http, user } = await addressBook();
    await user.type(await screen.findByRole('searchbox', { name: '搜索部门' }), '研发{Enter}');
    await waitFor(() => expect(lastCall(http, API.tree)).toEqual({ name: '研发' }));
    http.on('GET', API.tree, []);
    await user.clear(screen.getByRole('searchbox', { name: '搜索部门' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索部门' }), '不存在{Enter}');
    expect(await screen.findByText('没有找到匹配的部门')).toBeTruthy();
  });

  it('hides 添加机构 from a user without sys_dept_add', async () => {
    await addressBook();
    await screen.findByRole('tree', { name: '部门' });
    expect(screen.queryByRole('button', { name: /添加机构/ })).toBeNull();
  });

  it('adds a department under the selected one for a holder of sys_dept_add', async () => {
    const { http, user } = await addressBook({ permissions: ['sys_dept_add'] });
    await user.click(within(await screen.findByRole('tree', { name: '部门' })).getByText('研发部'));
    await user.click(screen.getByRole('button', { name: /添加机构/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入机构名称')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('机构名称'), ' 架构组 ');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(http.callsTo('POST', API.addDept)[0]?.body).toEqual({ name: '架构组', parentId: 13 }));
    await waitFor(() => expect(lastCall(http, API.members)).toMatchObject({ deptId: 30 }));
  });

  it('opens a member’s card: 发消息 sends a short text, 发起日程 goes to the schedule with the member invited', async () => {
    const { http, user, router } = await addressBook();
    await user.click(await screen.findByRole('button', { name: '李四' }));
    const card = (await screen.findByText('成员信息')).closest<HTMLElement>('[role="dialog"]')!;
    for (const text of ['lisi', '研发部', '13800000003', 'lisi@ronghe.example']) expect(within(card).getByText(text)).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /发消息/ }));
    const dialog = (await screen.findByText('发消息给李四')).closest<HTMLElement>('[role="dialog"]')!;
    const text = within(dialog).getByRole('textbox', { name: '请输入消息内容' });
    expect(text.getAttribute('maxlength')).toBe('200');
    await user.type(text, '下午三点开会');
    await user.click(within(dialog).getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(http.callsTo('POST', API.send)[0]?.body).toEqual({ userId: 3, content: '下午三点开会' }));
    await waitFor(() => expect(screen.queryByText('发消息给李四')).toBeNull());
    await user.click(within(card).getByRole('button', { name: /发起日程/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/scheduleManagement/index?invite=3'));
  });
});

describe('/addressbook/tagMember', () => {
  it('lists the tag tree with a folder for level 1, and the chosen tag’s members', async () => {
    const { http } = await addressBook({ path: '/addressbook/tagMember?tagId=2' });
    const tree = await screen.findByRole('tree', { name: '标签' });
    expect(within(tree).getByLabelText('项目组 文件夹')).toBeTruthy();
    expect(await screen.findByText('融合门户项目（1人）')).toBeTruthy();
    await waitFor(() => expect(lastCall(http, API.tagMembers)).toEqual({ tagId: 2, current: 1, size: 10 }));
    expect(await screen.findByRole('button', { name: '李四' })).toBeTruthy();
  });

  it('asks for a tag when none is chosen, and the 标签 tab leads there', async () => {
    const { user, router } = await addressBook();
    await user.click(await screen.findByRole('tab', { name: '标签' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addressbook/tagMember'));
    expect(await screen.findByText('请在左侧选择一个标签')).toBeTruthy();
  });
});

describe('/addressbook/tag (标签, action=read)', () => {
  const withTag = (http: FakeHttpClient) =>
    http
      .on('GET', '/admin/tag/2', { tagId: 2, tagName: '融合门户项目', parentId: 1, level: 2, memberCount: 1 })
      .on('GET', '/admin/tag/1', { tagId: 1, tagName: '项目组', parentId: null, level: 1, memberCount: 23 })
      .on('GET', '/admin/tag/member/userByTag', PEOPLE.slice(0, 12));

  it('is reached from the chosen tag in the tag list, and shows it read only: name, kind, folder, scope, its members counted from the list', async () => {
    const { http, user, router } = await addressBook({ path: '/addressbook/tagMember?tagId=2' });
    withTag(http);
    await user.click(await screen.findByRole('link', { name: '查看标签' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/addressbook/tag?tagId=2&action=read'));

    const details = await screen.findByText('标签：融合门户项目');
    const card = details.closest('.ant-card') as HTMLElement;
    const field = (label: string) => within(card).getByText(label).closest('.ant-descriptions-item')?.querySelector('.ant-descriptions-item-content')?.textContent;
    expect(field('标签名称')).toBe('融合门户项目');
    expect(field('类型')).toBe('标签');
    expect(field('上级分组')).toBe('项目组');
    expect(field('成员范围')).toBe('本标签及其下级标签的在职成员');
    // Twelve in the list (the tag's own count says 1: the page counts what it lists).
    expect(field('成员人数')).toBe('12人');
    await waitFor(() => expect(lastCall(http, '/admin/tag/member/userByTag')).toEqual({ tagId: 2 }));
    expect(await screen.findByRole('button', { name: '李四' })).toBeTruthy();
    expect(screen.getByText('共 12 条')).toBeTruthy();
    // Read only: nothing to edit, add or delete.
    expect(within(card).queryByRole('button', { name: /编辑|删除|添加|保存/ })).toBeNull();
    // The 标签 tab stays the one shown.
    expect(within(pageTabs()).getByRole('tab', { name: '标签', selected: true })).toBeTruthy();
  });

  it('says so for a tag that does not exist, for one the server refuses, and for no tagId: never a blank page', async () => {
    const { http, router } = await addressBook();
    http.failOn('GET', '/admin/tag/999', 404, '标签不存在');
    await router.navigate('/addressbook/tag?tagId=999&action=read');
    expect(await screen.findByText('标签不存在，可能已被删除')).toBeTruthy();

    http.failOn('GET', '/admin/tag/7', 403, '无权访问该公司的数据');
    await router.navigate('/addressbook/tag?tagId=7&action=read');
    expect(await screen.findByText('无权查看该标签：它不属于您所在的公司')).toBeTruthy();

    await router.navigate('/addressbook/tag?action=read');
    expect(await screen.findByText('请从标签列表选择要查看的标签')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回标签列表' }).getAttribute('href')).toBe('/addressbook/tagMember');
  });
});
