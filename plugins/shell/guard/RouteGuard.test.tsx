import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { definePlugin, portalRef, RouteContributions } from '../../../contracts/workbench/index.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { Stage } from '../../../core/hooks/index.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';

function userInfo(remindFlag?: string): UserInfo {
  return {
    sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
    companyId: 1,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
    sysPublicParamDTO: remindFlag === undefined ? null : { remindFlag },
  };
}

const counters = () => new FakeHttpClient().on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 });

describe('route guard', () => {
  it('sends a login-required page without an access token to /login', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
  });

  it('sends a token without user info to /login too', async () => {
    const session = new MemorySessionStore();
    session.saveGrant({ access_token: 'a', refresh_token: 'r', expires_in: 100, token_type: 'bearer', user_info: { username: 'zhangsan', permissions: [] } });
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
  });

  it('sends a disabled account (status 1) to /login even before its logout timer fires', async () => {
    const disabled = userInfo('1');
    disabled.sysUser.status = '1';
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', {
      session: MemorySessionStore.signedIn(disabled),
      http: counters(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
  });

  it('lets a signed-in user in', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', {
      session: MemorySessionStore.signedIn(userInfo('1')),
      http: counters(),
    });
    expect(await screen.findByText(/，张三$/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/homepage/index');
  });

  it('opens the spec’s home path /index/index on the home page', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/index/index', {
      session: MemorySessionStore.signedIn(userInfo('1')),
      http: counters(),
    });
    expect(await screen.findByText(/，张三$/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/homepage/index');
  });

  it('leaves a login-required page for /login at once when another tab ends the session, without a click', async () => {
    const session = MemorySessionStore.signedIn(userInfo('1'));
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { session, http: counters() });
    expect(await screen.findByText(/，张三$/)).toBeTruthy();
    act(() => session.endInAnotherTab());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
    expect(screen.queryByText(/，张三$/)).toBeNull();
  });

  it('says the user logged out, not that the login expired, when the logout was in another tab (issue 26)', async () => {
    const session = MemorySessionStore.signedIn(userInfo('1'));
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { session, http: counters() });
    expect(await screen.findByText(/，张三$/)).toBeTruthy();
    act(() => session.logoutInAnotherTab());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
    expect(router.state.location.search).toBe('?source=loggedOut');
    expect(await screen.findByText('您已退出登录，如需继续使用请重新登录')).toBeTruthy();
    expect(screen.queryByText('登录已失效，请重新登录')).toBeNull();
  });

  it('keeps a public page on show when another tab ends the session', async () => {
    const session = MemorySessionStore.signedIn(userInfo('1'));
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/500', { session });
    expect(await screen.findByText('抱歉，服务器出错了，请稍后重试')).toBeTruthy();
    // Whatever the guard does about it, it has done once act's work and effects are flushed.
    await act(async () => session.endInAnotherTab());
    expect(router.state.location.pathname).toBe('/500');
  });

  it("leaves an end in this tab to whoever ended it (the logout's own trip, the 401's /login?source=invalidToken)", async () => {
    const session = MemorySessionStore.signedIn(userInfo('1'));
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { session, http: counters() });
    expect(await screen.findByText(/，张三$/)).toBeTruthy();
    // Whatever the guard does about it, it has done once act's work and effects are flushed.
    await act(async () => session.clear());
    expect(router.state.location.pathname).toBe('/homepage/index');
  });

  it('does not tell a user whose password is valid that it expired when they open /resetPassword themselves (issue 26)', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/resetPassword', {
      session: MemorySessionStore.signedIn(userInfo('1')),
      http: counters(),
    });
    expect(await screen.findByText('您的密码仍在有效期内，可在此修改登录密码。修改密码后请使用新密码重新登录。')).toBeTruthy();
    expect(screen.queryByText(/已过期/)).toBeNull();
    expect(screen.queryByText('请先重置密码')).toBeNull();
    expect(router.state.location.pathname).toBe('/resetPassword');
  });

  it("forces a user whose remindFlag is '0' to /resetPassword", async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', {
      session: MemorySessionStore.signedIn(userInfo('0')),
      http: counters(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/resetPassword'));
    expect(await screen.findByText('请先重置密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    // The 密码管理 form of the personal centre, to reset it there.
    expect(screen.getByPlaceholderText('请输入原密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改密码' })).toBeTruthy();
  });

  it('sends an unknown path to /404, whose button leads back home', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByText('抱歉，您访问的页面不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('shows /401 as the unauthorised page, whose button leads a visitor to the login', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/401');
    expect(await screen.findByText('抱歉，您还没有登录或登录已失效，请登录后访问')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/401');
    screen.getByRole('button', { name: '去登录' }).click();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/login/));
  });

  it('shows the other error pages in Chinese', async () => {
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/500');
    expect(await screen.findByText('抱歉，服务器出错了，请稍后重试')).toBeTruthy();
  });

  it('lets another plugin redirect through beforeNavigate', async () => {
    const team = definePlugin(() => ({
      id: 'team',
      requires: [portalRef],
      module(bind) {
        bind.contribute(RouteContributions, {
          path: '/team',
          plugin: 'team',
          layout: 'bare',
          auth: false,
          load: async () => ({ default: () => <p>团队页</p> }),
        });
      },
      setup(context) {
        context.contract(portalRef).hooks.beforeNavigate.tap({ name: 'team:bannedUser', stage: Stage.LATE }, (target) =>
          target.pathname === '/team' ? undefined : '/team',
        );
      },
    }))();
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins(), team], '/403');
    expect(await screen.findByText('团队页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/team');
  });
});
