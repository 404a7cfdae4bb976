import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

describe('sign-up (/signup)', () => {
  it('says 账号已存在 for a taken account and 手机号码已注册 for a registered phone, as the server answers', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('GET', '/admin/check/username', 1).on('GET', '/admin/check/phone', 1);
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/signup', { http });
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'zhangsan');
    await user.click(screen.getByPlaceholderText('请输入手机号'));
    expect(await screen.findByText('账号已存在')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000002');
    await user.click(screen.getByPlaceholderText('请输入姓名（选填）'));
    expect(await screen.findByText('手机号码已注册')).toBeTruthy();
  });

  it('refuses an all-digit account and a name that is not Chinese', async () => {
    const user = userEvent.setup();
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/signup');
    await user.type(await screen.findByPlaceholderText('请输入账号'), '12345');
    await user.type(screen.getByPlaceholderText('请输入姓名（选填）'), 'Tom');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('仅支持英文、数字和下划线，且不能为纯数字')).toBeTruthy();
    expect(await screen.findByText('仅支持中文，且长度限制为1-20')).toBeTruthy();
  });

  it('registers with the encrypted password and the code, then sends the newcomer to log in', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient()
      .on('GET', '/admin/check/username', 0)
      .on('GET', '/admin/check/phone', 0)
      .on('POST', '/admin/weakPassword/checkPassword', '0')
      .on('GET', '/admin/mobile/register/13900000001', true)
      .on('POST', '/admin/user/register', true);
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/signup', { http });
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'xiaoming');
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000001');
    await user.type(screen.getByPlaceholderText('请输入姓名（选填）'), '小明');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Newcomer@2026');
    await user.type(screen.getByPlaceholderText('请再次输入密码'), 'Newcomer@2026');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: /秒后重新获取/ });
    await user.type(screen.getByPlaceholderText('请输入短信验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '注册' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/user'));
    expect(http.callsTo('POST', '/admin/user/register')[0].body).toEqual({
      username: 'xiaoming',
      phone: '13900000001',
      chineseName: '小明',
      password: 'aes(Newcomer@2026)',
      code: '654321',
    });
  });
});
