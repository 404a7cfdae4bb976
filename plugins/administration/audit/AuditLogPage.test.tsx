import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import { AUDIT_LOG_PATH, type AuditLogEntry } from './AuditLogApi.ts';

const ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const TEAM_ADMIN: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: true, permissions: [] };

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

function entry(overrides: Partial<AuditLogEntry>): AuditLogEntry {
  return {
    id: 1,
    happenedAt: '2026-11-26 09:00:00',
    userId: 1,
    username: 'admin',
    companyId: 1,
    address: '10.1.2.3',
    userAgent: 'Mozilla/5.0 Chromium',
    subject: 'login',
    subjectId: 'admin',
    action: 'login',
    summary: '密码登录成功',
    changes: [],
    ...overrides,
  };
}

const ROWS = [
  entry({ id: 2, happenedAt: '2026-11-26 09:05:00', subject: 'dept', subjectId: '31', action: 'create', summary: '添加机构「审计部」（上级：融合科技有限公司）', changes: [{ field: 'name', from: null, to: '审计部' }] }),
  entry({}),
];

function server() {
  return new FakeHttpClient().on('GET', '/admin/audit/page', (call: RecordedCall) => {
    const { keyword, subject } = (call.options?.params ?? {}) as { keyword?: string; subject?: string };
    const found = ROWS.filter((row) => (!keyword || row.summary.includes(keyword)) && (!subject || row.subject === subject));
    return { records: found, total: 57, current: 1, size: 10 };
  });
}

async function open(who: UserInfo = ADMIN) {
  const http = server();
  const fixture = await renderWorkbench([shellStandIn(), layouts(), administrationPlugin()], AUDIT_LOG_PATH, { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, http, user: userEvent.setup() };
}

const params = (http: FakeHttpClient) => http.callsTo('GET', '/admin/audit/page').map((call) => call.options?.params as Record<string, unknown>);

describe('审计日志', () => {
  beforeAll(async () => {
    await import('./AuditLogPage.tsx');
  });

  it('lists the entries the server sends, in its order, with the total, inside the management area', async () => {
    const { http } = await open();
    expect(await screen.findByText('添加机构「审计部」（上级：融合科技有限公司）')).toBeTruthy();
    expect(screen.getByText('共 57 条')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows[0]).toContain('机构');
    expect(rows[1]).toContain('登录成功');
    expect(within(screen.getByRole('menu', { name: '管理功能' })).getByText('审计日志')).toBeTruthy();
    expect(params(http)[0]).toMatchObject({ current: 1, size: 10 });
  });

  it('searches by keyword and subject', async () => {
    const { http, user } = await open();
    await screen.findByText('密码登录成功');
    await user.click(screen.getByLabelText('摘要关键字'));
    await user.paste('审计部');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(params(http).at(-1)).toMatchObject({ keyword: '审计部', current: 1 }));
    await waitFor(() => expect(screen.queryByText('密码登录成功')).toBeNull());
  });

  it('opens a row’s details: its changes field by field, its address and browser', async () => {
    const { user } = await open();
    await screen.findByText('密码登录成功');
    await user.click(within(screen.getAllByRole('row')[1]).getByRole('button', { name: '详情' }));
    // By its title: an earlier test's dialog of the same worker may still be fading out.
    const drawer = within((await screen.findByText('审计详情')).closest('[role="dialog"]') as HTMLElement);
    expect(drawer.getByText('10.1.2.3')).toBeTruthy();
    expect(drawer.getByText('Mozilla/5.0 Chromium')).toBeTruthy();
    const change = drawer.getByText('审计部').closest('tr') as HTMLElement;
    expect(change.textContent).toBe('name—审计部');
  });

  it('answers 403 to a team administrator, who is no administrator of the company', async () => {
    const { http } = await open(TEAM_ADMIN);
    expect(await screen.findByText('403')).toBeTruthy();
    expect(http.callsTo('GET', '/admin/audit/page')).toEqual([]);
  });
});
