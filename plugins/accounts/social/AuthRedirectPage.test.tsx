import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

const qianyi: UserInfo = { sysUser: { userId: 10, username: 'qianyi', chineseName: '钱一', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

function started(action: 'login' | 'bind', state = 'state-1'): void {
  window.sessionStorage.setItem('ronghe-social-flow', JSON.stringify({ type: 'OIDC', action, state }));
}

afterEach(() => window.sessionStorage.clear());

describe('/authredirect', () => {
  it('refuses a callback this tab did not start', async () => {
    const { http } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/authredirect?code=c1&state=forged');
    expect(await screen.findByText('第三方登录失败，请重新登录')).toBeTruthy();
    expect(http.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('tells the user an unbound social account must be bound after a password login (417)', async () => {
    started('login');
    const http = new FakeHttpClient().failOn('POST', '/auth/mobile/token/social', 417, '未绑定登录账号，请使用密码登录后绑定');
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/authredirect?code=c1&state=state-1', { http });
    expect(await screen.findByText('未绑定登录账号，请使用密码登录后绑定', { selector: '.ant-result-title' })).toBeTruthy();
    // Said once, on the page: the refused grant raises no toast beside it.
    expect(http.callsTo('POST', '/auth/mobile/token/social')[0].options).toMatchObject({ params: { mobile: 'OIDC@c1', grant_type: 'mobile' }, silent: true });
    expect(screen.getAllByText('未绑定登录账号，请使用密码登录后绑定')).toHaveLength(1);
  });

  it('finishes a binding started in the personal centre and returns there', async () => {
    started('bind');
    const http = new FakeHttpClient().on('POST', '/admin/social/bind/OIDC', true);
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/authredirect?code=c2&state=state-1', {
      http,
      session: MemorySessionStore.signedIn(qianyi),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/info'));
    expect(http.callsTo('POST', '/admin/social/bind/OIDC')[0].body).toMatchObject({ code: 'c2' });
  });
});
