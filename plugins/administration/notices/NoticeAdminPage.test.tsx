import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import { NOTICE_ADMIN_PATH, type Notice } from './NoticeAdminApi.ts';

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

/** A server holding the company's notices: publishing puts one first, withdrawing takes it away. */
function server() {
  let notices: Notice[] = [{ id: 1, title: '关于开展年度消防演练的通知', content: '周五演练', createBy: '系统管理员', createTime: '2026-11-27 09:00:00' }];
  return new FakeHttpClient()
    .on('GET', '/admin/noticeAnnouncement/list', () => ({ records: notices, total: notices.length, current: 1, size: 9999 }))
    .on('POST', '/admin/noticeAnnouncement', (call: RecordedCall) => {
      const body = call.body as { title: string; content: string };
      const notice = { id: 2, ...body, createBy: '系统管理员', createTime: '2026-11-29 10:00:00' };
      notices = [notice, ...notices];
      return notice;
    })
    .on('DELETE', '/admin/noticeAnnouncement/1', () => {
      notices = notices.filter((n) => n.id !== 1);
      return true;
    });
}

async function open(who: UserInfo = ADMIN) {
  const http = server();
  const fixture = await renderWorkbench([shellStandIn(), layouts(), administrationPlugin()], NOTICE_ADMIN_PATH, { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, http, user: userEvent.setup() };
}

describe('管理后台 › 通知公告', () => {
  it('publishes a notice the list then shows first', async () => {
    const { http, user } = await open();
    expect(await screen.findByText('关于开展年度消防演练的通知')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '发布公告' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入公告标题'), '周五下午全员大会');
    await user.type(within(dialog).getByPlaceholderText('请输入公告内容，每段一行'), '地点：三楼大会议室');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/noticeAnnouncement')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/noticeAnnouncement')[0]!.body).toEqual({ title: '周五下午全员大会', content: '地点：三楼大会议室' });
    await waitFor(() => expect(screen.getAllByRole('row')[1]!.textContent).toContain('周五下午全员大会'));
  });

  it('asks for a title before sending anything', async () => {
    const { http, user } = await open();
    await user.click(await screen.findByRole('button', { name: '发布公告' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请输入公告标题', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(http.callsTo('POST', '/admin/noticeAnnouncement')).toHaveLength(0);
  });

  it('withdraws a notice after confirmation', async () => {
    const { http, user } = await open();
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/noticeAnnouncement/1')).toHaveLength(1));
    expect(await screen.findByText('还没有发布公告')).toBeTruthy();
  });

  it('is refused to someone who administers nothing', async () => {
    await open(STAFF);
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
  });
});
