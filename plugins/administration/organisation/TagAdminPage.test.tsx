import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { Member, TagNode } from './OrgAdminApi.ts';
import { ADMIN, TEAM_ADMIN, mainLayout } from './OrgAdminFixture.tsx';

const TREE_URL = '/admin/tag/tree';
const USERS = '/admin/addressBook/user/admin/list';
const TAGS: TagNode[] = [
  { tagId: 1, tagName: '项目组', level: 1, tagList: [{ tagId: 2, tagName: '融合门户项目', level: 2, tagList: [] }] },
  { tagId: 4, tagName: '兴趣小组', level: 1, tagList: [] },
];
const ZHANGSAN: Member = { userId: 2, username: 'zhangsan', chineseName: '张三', phone: '13800000002', deptId: 14, deptName: '前端组', status: '0' };
const LISI: Member = { userId: 3, username: 'lisi', chineseName: '李四', phone: '13800000003', deptId: 13, deptName: '研发部', status: '0' };
const page = (records: Member[]) => ({ records, total: records.length, current: 1, size: 10 });

async function open(http: FakeHttpClient, who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/tag', { http, session: MemorySessionStore.signedIn(who) });
  return { notifier, user: userEvent.setup() };
}

const tree = async () => within(await screen.findByRole('tree', { name: '标签' }));

describe('标签管理', () => {
  beforeAll(async () => {
    await import('./TagAdminPage.tsx');
  });

  it('creates a top tag, and a sub-tag under the chosen one', async () => {
    const http = new FakeHttpClient()
      .on('GET', TREE_URL, TAGS)
      .on('POST', '/admin/orgTag', { tagId: 9 })
      .on('GET', '/admin/orgTag/4/members', page([]))
      .on('GET', '/admin/orgTag/9/members', page([]));
    const { user } = await open(http);
    await user.click(await screen.findByRole('button', { name: '新建标签' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('标签名称'), '读书会');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/orgTag').map((c) => c.body)).toEqual([{ tagName: '读书会', parentId: null }]));

    await user.click((await tree()).getByText('兴趣小组'));
    await user.click(screen.getByRole('button', { name: '新建子标签' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('标签名称'), '篮球');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/orgTag').map((c) => c.body)).toContainEqual({ tagName: '篮球', parentId: 4 }));
  });

  it('shows the chosen tag’s members, adds some of the company and removes one', async () => {
    let members = [ZHANGSAN];
    const http = new FakeHttpClient()
      .on('GET', TREE_URL, TAGS)
      .on('GET', '/admin/orgTag/2/members', () => page(members))
      .on('GET', USERS, page([LISI]))
      .on('POST', '/admin/orgTag/2/members', () => {
        members = [ZHANGSAN, LISI];
        return true;
      })
      .on('DELETE', '/admin/orgTag/2/members/2', true);
    const { user } = await open(http);
    await user.click(await (await tree()).findByText('融合门户项目'));
    expect(await screen.findByText('「融合门户项目」的成员')).toBeTruthy();
    expect(await screen.findByText('张三')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '添加成员' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('选择用户'));
    await user.click(await screen.findByText('李四（lisi）', { selector: '.ant-select-item-option-content' }));
    await user.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/orgTag/2/members').map((c) => c.body)).toEqual([{ userIds: [3] }]));
    expect(await screen.findByText('李四')).toBeTruthy();

    await user.click(within(screen.getByText('张三').closest('tr') as HTMLElement).getByRole('button', { name: '移除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/orgTag/2/members/2')).toHaveLength(1));
  });

  it('renames and deletes the chosen tag', async () => {
    const http = new FakeHttpClient()
      .on('GET', TREE_URL, TAGS)
      .on('GET', '/admin/orgTag/4/members', page([]))
      .on('PUT', '/admin/orgTag/4', true)
      .on('DELETE', '/admin/orgTag/4', true);
    const { user } = await open(http);
    await user.click(await (await tree()).findByText('兴趣小组'));
    await user.click(screen.getByRole('button', { name: '重命名' }));
    const name = within(await screen.findByRole('dialog')).getByLabelText('标签名称');
    expect((name as HTMLInputElement).value).toBe('兴趣小组');
    await user.clear(name);
    await user.type(name, '兴趣社团');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/orgTag/4').map((c) => c.body)).toEqual([{ tagName: '兴趣社团' }]));

    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('删除标签「兴趣小组」及其子标签和成员，确定吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/orgTag/4')).toHaveLength(1));
    expect(await screen.findByText('请先在左侧选择一个标签')).toBeTruthy();
  });

  it('answers 403 to a team administrator, who administers no company', async () => {
    await open(new FakeHttpClient(), TEAM_ADMIN);
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
  });
});
