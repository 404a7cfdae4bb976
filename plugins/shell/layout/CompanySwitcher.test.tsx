import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { FlashMessage } from '../root/FlashMessage.ts';

function userInfo(companyId: number): UserInfo {
  return {
    sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
    companyId,
    roles: [],
    ifTeamAdmin: false,
    permissions: [],
  };
}

function workbenchHttp(companies: unknown[]): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/addressBook/dept/companysAndTodo', companies);
}

const twoCompanies = [
  { companyId: 1, companyName: '融合科技集团有限公司总部', todoCount: 3 },
  { companyId: 2, companyName: '融合出版社', todoCount: 12 },
];

describe('company switcher', () => {
  it('stays hidden for a member of one company', async () => {
    const http = workbenchHttp([{ companyId: 1, companyName: '融合出版社', todoCount: 2 }]);
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(userInfo(1)) });
    expect(await screen.findByText('张三')).toBeTruthy();
    await waitFor(() => expect(http.callsTo('GET', '/admin/addressBook/dept/companysAndTodo')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /切换公司$/ })).toBeNull();
    expect(screen.queryByText('融合出版社')).toBeNull();
  });

  it('cuts company names at 8 characters and shows each company’s to-do count', async () => {
    const user = userEvent.setup();
    const http = workbenchHttp(twoCompanies);
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(userInfo(1)) });

    const trigger = await screen.findByRole('button', { name: /切换公司$/ });
    expect(trigger.textContent).toContain('融合科技集团有限...');
    await user.click(trigger);

    const menu = within(await screen.findByRole('menu', { name: '切换公司' }));
    expect(menu.getByTitle('融合科技集团有限公司总部').textContent).toBe('融合科技集团有限...');
    expect(menu.getByTitle('融合出版社').textContent).toBe('融合出版社');
    expect(menu.getByTitle('待办 3')).toBeTruthy();
    expect(menu.getByTitle('待办 12')).toBeTruthy();
  });

  it('switching stores the company, posts changeCompany, says 切换成功, saves the new user info and reloads', async () => {
    const user = userEvent.setup();
    const reloadPage = vi.fn();
    const http = workbenchHttp(twoCompanies).on('POST', '/admin/addressBook/dept/changeCompany', userInfo(2));
    const session = MemorySessionStore.signedIn(userInfo(1));
    await renderWorkbench([messagingStandIn(), ...portalPlugins({ reloadPage })], '/homepage/index', { http, session });

    await user.click(await screen.findByRole('button', { name: /切换公司$/ }));
    await user.click(await screen.findByTitle('融合出版社'));

    expect(await screen.findByText('切换成功')).toBeTruthy();
    expect(http.callsTo('POST', '/admin/addressBook/dept/changeCompany')[0].body).toEqual({ companyId: 2 });
    expect(session.snapshot().companyId).toBe(2);
    expect(session.snapshot().userInfo?.companyId).toBe(2);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    // The reload would swallow the toast; the message waits for the reloaded page.
    expect(FlashMessage.take()).toBe('切换成功');
  });

  it('stays in the current company when the server refuses the switch', async () => {
    const user = userEvent.setup();
    const reloadPage = vi.fn();
    const http = workbenchHttp(twoCompanies).failOn('POST', '/admin/addressBook/dept/changeCompany', 403, '当前操作没有权限');
    const session = MemorySessionStore.signedIn(userInfo(1));
    await renderWorkbench([messagingStandIn(), ...portalPlugins({ reloadPage })], '/homepage/index', { http, session });

    await user.click(await screen.findByRole('button', { name: /切换公司$/ }));
    await user.click(await screen.findByTitle('融合出版社'));

    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    expect(session.snapshot().companyId).toBe(1);
    expect(screen.queryByText('切换成功')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
