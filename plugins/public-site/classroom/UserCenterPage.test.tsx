import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { FakeHttpClient, MemorySessionStore, type RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

const ZHANGSAN: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [1], ifTeamAdmin: false, permissions: [] };

function centreHttp(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/website/classroom/my/progress', {
      records: [{ itemId: 202, section: 'stuTraVideo', title: '表格数据的整理与汇总', seconds: 3, duration: 5, percent: 60, updateTime: '2026-11-26 08:00:00' }],
      total: 1,
      current: 1,
      size: 50,
    })
    .on('GET', '/website/classroom/my/results', {
      records: [{ examId: 2, examTitle: '办公软件基础测验', score: 75, total: 100, passed: true, submitTime: '2026-11-26 08:00:00' }],
      total: 1,
      current: 1,
      size: 50,
    });
}

describe('/userCenter and /userSetting', () => {
  it('shows a signed-in learner their videos with progress and their exam results', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/userCenter', { http: centreHttp(), session: MemorySessionStore.signedIn(ZHANGSAN) });
    expect(await screen.findByRole('heading', { name: '张三，欢迎回来' })).toBeTruthy();
    const progress = await screen.findByRole('link', { name: '表格数据的整理与汇总' });
    expect(progress.getAttribute('href')).toBe('/iClassroom/stuTraVideo?id=202');
    expect(screen.getByText('60%')).toBeTruthy();
    const exam = screen.getByRole('link', { name: '办公软件基础测验' });
    expect(within(exam.closest('tr')!).getByText('75 / 100')).toBeTruthy();
    expect(within(exam.closest('tr')!).getByText('已通过')).toBeTruthy();
    expect(document.title).toBe('用户中心 - 融合平台');
  });

  it('asks a visitor to sign in, and asks the server nothing', async () => {
    const http = centreHttp();
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/userCenter', { http });
    const invitation = await screen.findByText('登录后查看学习记录和考试成绩');
    // The page's own way in, beside the header's.
    const signIn = within(invitation.closest('.ant-result, main') as HTMLElement).getByRole('link', { name: '登录' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(http.callsTo('GET', '/website/classroom/my/progress')).toEqual([]);
  });

  it('changes the display name and reloads the session’s user info; the password is changed in the personal centre', async () => {
    const user = userEvent.setup();
    const http = centreHttp()
      .on('POST', '/admin/user/editPersonalInfo', true)
      .on('GET', '/admin/user/info', { ...ZHANGSAN, sysUser: { ...ZHANGSAN.sysUser, chineseName: '张三丰' } });
    const { session, host } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/userSetting', { http, session: MemorySessionStore.signedIn(ZHANGSAN) });
    const name = await screen.findByLabelText('显示名称');
    await user.clear(name);
    await user.type(name, 'Zhang');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('仅支持中文，且长度限制为1-20')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/user/editPersonalInfo')).toEqual([]);
    await user.clear(name);
    await user.type(name, '张三丰');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const notifier = host.container.get(NotifierId) as RecordingNotifier;
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'success', text: '保存成功' }));
    expect(http.callsTo('POST', '/admin/user/editPersonalInfo')[0].body).toEqual({ chineseName: '张三丰' });
    expect(session.snapshot().userInfo?.sysUser.chineseName).toBe('张三丰');
    expect(screen.getByRole('link', { name: '修改密码' }).getAttribute('href')).toBe('/user/info?tab=passwordManager');
  });
});
