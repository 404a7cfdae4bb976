import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';

function userInfo(status: '0' | '1' = '0'): UserInfo {
  return {
    sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status },
    companyId: 1,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
  };
}

const grant = { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 43200 };

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  const submit = await screen.findByRole('button', { name: '登录' });
  if (username) await user.type(screen.getByPlaceholderText('请输入账号'), username);
  if (password) await user.type(screen.getByPlaceholderText('请输入密码'), password);
  await user.click(submit);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('account login', () => {
  it('opens /login on the account form', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login');
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/user');
  });

  it('keeps ?source=invalidToken on the way from /login to /login/user and says why the user is there', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login?source=invalidToken');
    expect(await screen.findByText('登录已失效，请重新登录')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/user');
    expect(router.state.location.search).toBe('?source=invalidToken');
  });

  it('draws its links in the page’s colours, never the browser’s blue underline (issue 26)', async () => {
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login');
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
    const links = ['账号登录', '手机登录', '忘记密码', '注册账号', '返回门户首页'].map((name) => screen.getByRole('link', { name }));
    for (const link of links) {
      expect(link.style.textDecoration, link.textContent ?? '').toBe('none');
      expect(link.style.color, link.textContent ?? '').not.toBe('');
    }
    // The current tab stands out from the other one.
    expect(screen.getByRole('link', { name: '账号登录' }).style.color).not.toBe(screen.getByRole('link', { name: '手机登录' }).style.color);
  });

  it('shows 系统设置’s 登录页背景图 behind the card, and the 浏览器标题 in the tab (issue 26)', async () => {
    const http = new FakeHttpClient().on('GET', '/admin/enterpriseSetting/select', { logoWebBackground: '/files/login-bg.jpg', browserFrontTitle: '融合出版集团工作台' });
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login', { http });
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('login-backdrop').style.backgroundImage).toContain('/files/login-bg.jpg'));
    await waitFor(() => expect(document.title).toBe('融合出版集团工作台'));
  });

  it('gives no reason when the login page is opened without one', async () => {
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login');
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
    expect(screen.queryByText('登录已失效，请重新登录')).toBeNull();
  });

  it('asks for the account and the password before sending anything', async () => {
    const user = userEvent.setup();
    const { http } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user');
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(http.callsTo('POST', '/auth/oauth/token')).toHaveLength(0);
  });

  it('takes a field’s message away once it is filled, and marks the fields required', async () => {
    const user = userEvent.setup();
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user');
    await fillAndSubmit(user, '', '');
    const account = screen.getByPlaceholderText('请输入账号');
    expect(account.getAttribute('aria-required')).toBe('true');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    await user.type(account, 'zhangsan');
    await waitFor(() => expect(screen.queryByText('请输入账号')).toBeNull());
    expect(account.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('logs in with Enter from the password field', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('POST', '/auth/oauth/token', grant).on('GET', '/admin/user/info', userInfo());
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await user.type(await screen.findByPlaceholderText('请输入账号'), 'zhangsan');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'secret{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/index'));
    expect(http.callsTo('POST', '/auth/oauth/token')).toHaveLength(1);
  });

  it('sends the encrypted password as a form, stores grant and user info, and opens the workbench home', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient()
      .on('POST', '/auth/oauth/token', grant)
      .on('GET', '/admin/user/info', userInfo())
      .on('GET', '/admin/home/front/count', { msg: 1, todo: 2, complete: 3, create: 4 });
    const { router, session } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await fillAndSubmit(user, 'zhangsan', 'secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/index'));
    const [call] = http.callsTo('POST', '/auth/oauth/token');
    expect(call.body).toEqual({ username: 'zhangsan', password: 'aes(secret)' });
    expect(call.options).toMatchObject({ form: true, params: { grant_type: 'password', scope: 'server' } });
    expect(session.snapshot()).toMatchObject({ accessToken: 'access-1', userInfo: { sysUser: { chineseName: '张三' } } });
  });

  it('keeps the user on the page with 账号不存在或密码错误 after a 426', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().failOn('POST', '/auth/oauth/token', 426, '账号不存在或密码错误');
    const { router, session } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await fillAndSubmit(user, 'zhangsan', 'wrong');

    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining('账号不存在或密码错误')));
    expect(router.state.location.pathname).toBe('/login/user');
    expect(session.isLoggedIn).toBe(false);
    // The button is back for another try. (Its spinner's leave animation never ends in happy-dom, so
    // the icon keeps its name "loading" in the button's; the button itself is no longer loading.)
    const button = screen.getByRole('button', { name: /登录$/ });
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
  });

  it.each([
    [429, '密码错误次数过多，账号已被临时锁定，请 1 分钟后再试'],
    [403, '您的账号已被禁用'],
  ])('shows the server’s own message after a %i (a lock says how long)', async (status, msg) => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().failOn('POST', '/auth/oauth/token', status, msg);
    const { router, session } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await fillAndSubmit(user, 'zhangsan', 'secret');

    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining(msg)));
    expect(router.state.location.pathname).toBe('/login/user');
    expect(session.isLoggedIn).toBe(false);
  });

  it('tells a disabled user so and logs out 1.2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const http = new FakeHttpClient().on('POST', '/auth/oauth/token', grant).on('GET', '/admin/user/info', userInfo('1'));
    const { router, session } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await fillAndSubmit(user, 'zhangsan', 'secret');

    // Among all alerts: a message notice of an earlier test may still be fading out as another one.
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(expect.stringContaining('您的账号已被禁用')));
    expect(session.logouts).toBe(0);
    await act(async () => vi.advanceTimersByTime(1100));
    expect(session.logouts).toBe(0);
    await act(async () => vi.advanceTimersByTime(200));
    expect(session.logouts).toBe(1);
    expect(session.isLoggedIn).toBe(false);
    expect(router.state.location.pathname).toBe('/login/user');
  });

  it('shows the captcha when the server asks for it (428) and sends its key and text with the next try', async () => {
    const user = userEvent.setup();
    const http = new FakeHttpClient().failOn('POST', '/auth/oauth/token', 428, '验证码错误或已失效，请重新获取');
    http.on('GET', '/auth/code', 'data:image/svg+xml;base64,PHN2Zy8+');
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { http });
    await fillAndSubmit(user, 'zhangsan', 'secret');
    const image = await screen.findByRole('img', { name: '图形验证码' });
    await waitFor(() => expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+'));
    const randomStr = http.callsTo('GET', '/auth/code')[0].options?.params?.randomStr;
    await user.type(screen.getByPlaceholderText('请输入验证码'), 'ab3d');
    await user.click(screen.getByRole('button', { name: /登录/ }));
    await waitFor(() => expect(http.callsTo('POST', '/auth/oauth/token')).toHaveLength(2));
    expect(http.callsTo('POST', '/auth/oauth/token')[1].options?.params).toMatchObject({ grant_type: 'password', randomStr, code: 'ab3d' });
  });

  it('lets a signed-in user open the login page without redirecting', async () => {
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user', { session: MemorySessionStore.signedIn(userInfo()) });
    expect(await screen.findByPlaceholderText('请输入账号')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/user');
  });
});
