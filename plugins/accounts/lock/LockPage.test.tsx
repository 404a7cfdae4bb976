import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { ScreenLock } from './ScreenLock.ts';

const wangwu: UserInfo = { sysUser: { userId: 4, username: 'wangwu', chineseName: '王五', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

afterEach(() => window.localStorage.clear());

describe('the lock screen (/lock)', () => {
  it('holds every login-required page until the password unlocks it, then returns where the user was', async () => {
    new ScreenLock(window.localStorage).lock(4, '/workbench/index');
    const user = userEvent.setup();
    const http = new FakeHttpClient().on('POST', '/admin/user/unlock', true).on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 });
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(wangwu) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lock'));
    expect(await screen.findByText('王五')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Ronghe@2026');
    await user.click(screen.getByRole('button', { name: '解锁' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbench/index'));
    expect(http.callsTo('POST', '/admin/user/unlock')[0].body).toEqual({ password: 'aes(Ronghe@2026)' });
    expect(new ScreenLock(window.localStorage).lockOf(4)).toBeNull();
  });

  it('holds back only the user who locked it', async () => {
    new ScreenLock(window.localStorage).lock(99, '/workbench/index');
    const http = new FakeHttpClient().on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 });
    const { router } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(wangwu) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/index'));
  });
});
