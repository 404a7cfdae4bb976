import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import { ADMIN, TEAM_ADMIN, TREE, mainLayout } from './OrgAdminFixture.tsx';

const TREE_URL = '/admin/addressBook/dept/treeSelectAdmin/';

async function open(http: FakeHttpClient, who: UserInfo = ADMIN) {
  const notifier = new RecordingNotifier();
  await renderWorkbench([shellStandIn(notifier), mainLayout(), administrationPlugin()], '/management/org/dept', { http, session: MemorySessionStore.signedIn(who) });
  return { notifier, user: userEvent.setup() };
}

const tree = () => within(screen.getByRole('tree', { name: '组织机构' }));

describe('部门管理', () => {
  beforeAll(async () => {
    await import('./DeptAdminPage.tsx');
  });

  it('renames the chosen department', async () => {
    const http = new FakeHttpClient().on('GET', TREE_URL, TREE).on('PUT', '/admin/addressBook/dept/13', true);
    const { user } = await open(http);
    await user.click(await screen.findByText('研发部'));
    await user.click(screen.getByRole('button', { name: '重命名' }));
    const name = await screen.findByLabelText('部门名称');
    expect((name as HTMLInputElement).value).toBe('研发部');
    await user.clear(name);
    await user.type(name, '研发中心');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/addressBook/dept/13').map((c) => c.body)).toEqual([{ name: '研发中心' }]));
    expect(http.callsTo('GET', TREE_URL)).toHaveLength(2);
  });

  it('adds a department under the chosen node', async () => {
    const http = new FakeHttpClient().on('GET', TREE_URL, TREE).on('POST', '/admin/addressBook/dept', TREE[0]);
    const { user } = await open(http);
    await user.click(await screen.findByText('融合科技'));
    // The company itself takes new departments, but is neither renamed nor deleted here.
    expect(screen.getByRole('button', { name: '重命名' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '删除' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '新增部门' }));
    await user.type(await screen.findByLabelText('部门名称'), '市场部');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/addressBook/dept').map((c) => c.body)).toEqual([{ name: '市场部', parentId: 1 }]));
  });

  it('shows the server’s reason when a department cannot be deleted', async () => {
    const http = new FakeHttpClient().on('GET', TREE_URL, TREE).failOn('DELETE', '/admin/addressBook/dept/19', 400, '该部门下还有成员，不能删除');
    const { user, notifier } = await open(http);
    await user.click(await screen.findByText('法务部'));
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'error', text: '该部门下还有成员，不能删除' }));
    expect(tree().getByText('法务部')).toBeTruthy();
  });

  it('moves a department up among its siblings', async () => {
    const http = new FakeHttpClient().on('GET', TREE_URL, TREE).on('PUT', '/admin/addressBook/dept/17', true).on('PUT', '/admin/addressBook/dept/13', true).on('PUT', '/admin/addressBook/dept/19', true);
    const { user } = await open(http);
    await user.click(await screen.findByText('财务部'));
    await user.click(screen.getByRole('button', { name: '上移' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/addressBook/dept/17').map((c) => c.body)).toEqual([{ sort: 1 }]));
    expect(http.callsTo('PUT', '/admin/addressBook/dept/13').map((c) => c.body)).toEqual([{ sort: 2 }]);
  });

  it('answers 403 to a team administrator, who administers no company', async () => {
    await open(new FakeHttpClient(), TEAM_ADMIN);
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
  });
});
