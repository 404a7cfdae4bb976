import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

const wangwu: UserInfo = { sysUser: { userId: 4, username: 'wangwu', chineseName: '王五', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

describe('phone login (/login/phone)', () => {
  it('checks the phone by the rules of §5 before any code is sent', async () => {
    const user = userEvent.setup();
    const { http } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/phone');
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号不能为空')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '1280000');
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    await user.clear(screen.getByPlaceholderText('请输入手机号'));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '1380000');
    expect(await screen.findByText('请输入正确长度的手机号码')).toBeTruthy();
    expect(http.calls.filter((call) => call.url.startsWith('/admin/mobile/'))).toHaveLength(0);
  });

  it('sends the login code, counts down, and logs in with SMS@phone and the code', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient()
      .on('GET', '/admin/mobile/13800000004', true)
      .on('POST', '/auth/mobile/token/sms', { access_token: 'a', refresh_token: 'r', expires_in: 43200 })
      .on('GET', '/admin/user/info', wangwu)
      .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 });
    const { router, session } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/phone', { http });
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13800000004');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toHaveProperty('disabled', true);
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/index'));
    expect(http.callsTo('POST', '/auth/mobile/token/sms')[0].options).toMatchObject({ params: { mobile: 'SMS@13800000004', code: '123456', grant_type: 'mobile' } });
    expect(session.snapshot()).toMatchObject({ accessToken: 'a', userInfo: { sysUser: { chineseName: '王五' } } });
  });

  it('says a wrong code once, in its alert, without a toast repeating it', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('GET', '/admin/mobile/13800000004', true).failOn('POST', '/auth/mobile/token/sms', 400, '验证码不正确');
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/phone', { http });
    await user.type(await screen.findByPlaceholderText('请输入手机号'), '13800000004');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '000000');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('验证码不正确', { selector: '.ant-alert-title, .ant-alert-message' })).toBeTruthy();
    expect(http.callsTo('POST', '/auth/mobile/token/sms')[0].options?.silent).toBe(true);
    expect(screen.getAllByText('验证码不正确')).toHaveLength(1);
  });
});
