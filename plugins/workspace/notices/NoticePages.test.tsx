import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

const info: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

const DRILL = { id: 7, title: '关于开展年度消防演练的通知', content: '周五 15:00 演练。\n请沿安全通道撤离。', createBy: '系统管理员', createTime: '2026-11-27 09:00:00' };
const NETWORK = { id: 6, title: '办公网络升级维护公告', content: '周六升级。', createBy: '系统管理员', createTime: '2026-11-25 17:00:00' };

async function notices(path: string) {
  const http = new FakeHttpClient()
    .on('GET', '/admin/noticeAnnouncement/list', { records: [DRILL, NETWORK], total: 2, current: 1, size: 9999 })
    .on('GET', '/admin/ocp/notice/7', DRILL)
    .on('GET', '/admin/ocp/notice/99', () => {
      throw new HttpError(404, 404, '公告不存在');
    });
  const fixture = await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], path, { http, session: MemorySessionStore.signedIn(info) });
  return { ...fixture, http, user: userEvent.setup() };
}

describe('通知公告 (/newsList, /newsDetail: spec part 1 §2)', () => {
  it('lists the company’s notices, and a title opens the notice with its paragraphs', async () => {
    const { router, user } = await notices('/newsList');
    expect(router.state.location.pathname).toBe('/newsList');
    await user.click(await screen.findByRole('link', { name: DRILL.title }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/newsDetail?id=7'));
    const notice = within(await screen.findByRole('article'));
    expect(notice.getByRole('heading', { level: 3, name: DRILL.title })).toBeTruthy();
    expect(notice.getByText('周五 15:00 演练。')).toBeTruthy();
    expect(notice.getByText('请沿安全通道撤离。')).toBeTruthy();
    expect(notice.getByText('发布人：系统管理员')).toBeTruthy();
  });

  it('says a withdrawn notice is gone instead of a blank page', async () => {
    const { router } = await notices('/newsDetail?id=99');
    expect(await screen.findByText('公告不存在或已撤回')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/newsDetail');
  });
});
