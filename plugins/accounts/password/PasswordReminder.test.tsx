import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

function userInfo(betweenUpdatePassDay: number, remindFlag = '1'): UserInfo {
  return {
    sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' },
    companyId: 1,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
    sysPublicParamDTO: { remindFlag, passValidDay: 90, betweenUpdatePassDay },
  };
}

function http(): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0, copy: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/user/personalInfo', { userId: 2, username: 'zhangsan' });
}

async function open(info: UserInfo, client = http()) {
  const user = userEvent.setup();
  const fixture = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http: client, session: MemorySessionStore.signedIn(info) });
  return { ...fixture, user };
}

describe('the password reminder', () => {
  it('says 密码定期更新提醒 once the password is older than the valid days, and 前往修改 opens 密码管理', async () => {
    const { user, router } = await open(userInfo(95));
    const dialog = await screen.findByRole('dialog', { name: '密码定期更新提醒' });
    await user.click(within(dialog).getByRole('button', { name: '前往修改' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/info'));
    expect(router.state.location.search).toBe('?tab=passwordManager');
    expect(await screen.findByRole('tab', { name: '密码管理', selected: true })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says 密码即将过期提醒 within 7 days of it, with the days left', async () => {
    await open(userInfo(85));
    const dialog = await screen.findByRole('dialog', { name: '密码即将过期提醒' });
    expect(within(dialog).getByText(/5 天后过期/)).toBeTruthy();
  });

  it('stays quiet with more than 7 days left', async () => {
    await open(userInfo(80));
    await screen.findByText('张三');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays quiet for a user who chose 忽略，不再提醒', async () => {
    await open(userInfo(95, '2'));
    await screen.findByText('张三');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('忽略，不再提醒 tells the server and closes', async () => {
    const client = http().on('POST', '/admin/user/editNotAgainRemind', true).on('GET', '/admin/user/info', userInfo(95, '2'));
    const { user } = await open(userInfo(95), client);
    const dialog = await screen.findByRole('dialog', { name: '密码定期更新提醒' });
    await user.click(within(dialog).getByRole('button', { name: '忽略，不再提醒' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(client.callsTo('POST', '/admin/user/editNotAgainRemind')[0].body).toEqual({ notAgainRemind: true });
  });
});
