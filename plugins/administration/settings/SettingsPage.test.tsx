import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PLATFORM_SETTINGS_CHANGED_EVENT } from '../../../contracts/workbench/Administration.ts';
import { definePlugin } from '../../../contracts/workbench/Plugin.ts';
import { LayoutContributions } from '../../../contracts/workbench/Portal.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, RecordingNotifier, renderWorkbench, shellStandIn, type RecordedCall } from '../../../core/react/testing/index.ts';
import { administrationPlugin } from '../index.ts';
import type { AdminSettings, DictItem, DictType } from './SettingsApi.ts';

const PLATFORM_ADMIN: UserInfo = { sysUser: { userId: 1, username: 'admin', chineseName: '系统管理员', status: '0' }, companyId: 1, companyAdmin: 1, roles: [3], ifTeamAdmin: false, permissions: [] };
const COMPANY_ADMIN: UserInfo = { sysUser: { userId: 11, username: 'chenjing', chineseName: '陈静', status: '0' }, companyId: 2, companyAdmin: 2, roles: [2], ifTeamAdmin: false, permissions: [] };
const STAFF: UserInfo = { sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false, permissions: [] };

const SETTINGS: AdminSettings = {
  browserIcon: null,
  frontIndexLogo: null,
  adminIndexLogo: null,
  loginWebLogo: '/admin/enterpriseSetting/image/0123456789abcdef0123456789abcdef.png',
  logoWebBackground: null,
  loginApplicationName: '融合平台',
  browserFrontTitle: '融合平台',
  browserBackTitle: '融合平台管理后台',
  copyrightBottomInfo: 'Copyright © 2026 融合科技有限公司 版权所有',
  passValidDay: 90,
  uploadMaxKb: null,
  uploadCeilingKb: 204800,
  uploadLimitKb: 204800,
};
const TYPES: DictType[] = [{ dictType: 'agreement_type', description: '合同类型', itemCount: 2 }];
const ITEMS: DictItem[] = [
  { id: 101, dictType: 'agreement_type', label: '采购合同', value: 'purchase', sort: 1, system: true },
  { id: 900, dictType: 'agreement_type', label: '框架协议', value: 'framework', sort: 9, system: false },
];

const layouts = definePlugin(() => ({
  id: 'layouts',
  module(bind) {
    bind.contribute(LayoutContributions, { layout: 'main', load: async () => ({ default: () => <Outlet /> }) });
  },
}));

function server() {
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/admin', SETTINGS)
    .on('PUT', '/admin/enterpriseSetting/admin', (call: RecordedCall) => ({ ...SETTINGS, ...(call.body as object) }))
    .on('GET', '/admin/dict/types', TYPES)
    .on('GET', '/admin/dict/items/agreement_type', ITEMS)
    .on('POST', '/admin/dict/item', (call: RecordedCall) => ({ id: 901, sort: 10, system: false, ...(call.body as object) }))
    .on('DELETE', '/admin/dict/item/900', true);
}

async function open(http: FakeHttpClient, who: UserInfo = PLATFORM_ADMIN) {
  const notifier = new RecordingNotifier();
  const fixture = await renderWorkbench([shellStandIn(notifier), layouts(), administrationPlugin()], '/management/settings', { http, session: MemorySessionStore.signedIn(who) });
  return { ...fixture, notifier, user: userEvent.setup() };
}

describe('系统设置', () => {
  it('saves the changed copyright and login title, and tells the top bar to load them again', async () => {
    const http = server();
    const { user, notifier } = await open(http);
    const copyright = await screen.findByLabelText('版权信息');
    expect(screen.getByRole('img', { name: '登录页Logo' }).getAttribute('src')).toBe(SETTINGS.loginWebLogo);
    let announced = 0;
    window.addEventListener(PLATFORM_SETTINGS_CHANGED_EVENT, () => announced++);
    await user.clear(copyright);
    await user.click(copyright);
    await user.paste('© 2026 融合新公司');
    const title = screen.getByLabelText('登录页标题');
    await user.clear(title);
    await user.click(title);
    await user.paste('融合办公');
    await user.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(http.callsTo('PUT', '/admin/enterpriseSetting/admin')).toHaveLength(1));
    expect(http.callsTo('PUT', '/admin/enterpriseSetting/admin')[0].body).toMatchObject({
      loginApplicationName: '融合办公',
      copyrightBottomInfo: '© 2026 融合新公司',
      loginWebLogo: SETTINGS.loginWebLogo,
      frontIndexLogo: '',
    });
    await waitFor(() => expect(notifier.shown).toContainEqual({ kind: 'success', text: '保存成功' }));
    expect(announced).toBe(1);
  });

  it('refuses a blank title before sending anything', async () => {
    const http = server();
    const { user } = await open(http);
    await user.clear(await screen.findByLabelText('登录页标题'));
    await user.click(screen.getAllByRole('button', { name: '保存' })[0]);
    expect(await screen.findByText('请输入登录页标题')).toBeTruthy();
    expect(http.callsTo('PUT', '/admin/enterpriseSetting/admin')).toHaveLength(0);
  });

  it('sends the password validity and clears the upload limit back to the deployment’s', async () => {
    const http = server();
    const { user } = await open(http);
    await user.click(await screen.findByRole('tab', { name: '密码与上传' }));
    const days = await screen.findByLabelText('密码有效期（天）');
    await user.clear(days);
    await user.type(days, '30');
    expect(screen.getByText('当前生效：文件大小限制为204800KB')).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(http.callsTo('PUT', '/admin/enterpriseSetting/admin')).toHaveLength(1));
    expect(http.callsTo('PUT', '/admin/enterpriseSetting/admin')[0].body).toEqual({ passValidDay: 30, uploadMaxKb: null });
  });

  it('lists a dictionary’s items, locks the system ones, and adds and deletes the others', async () => {
    const http = server();
    const { user, notifier } = await open(http);
    await user.click(await screen.findByRole('tab', { name: '字典管理' }));
    const system = (await screen.findByText('采购合同')).closest('tr') as HTMLElement;
    expect(within(system).getByText('系统内置')).toBeTruthy();
    expect(within(system).queryByRole('button', { name: '删除' })).toBeNull();
    const custom = screen.getByText('框架协议').closest('tr') as HTMLElement;
    await user.click(within(custom).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(http.callsTo('DELETE', '/admin/dict/item/900')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('字典标签'), '租赁合同');
    await user.type(within(dialog).getByLabelText('字典值'), 'lease');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(http.callsTo('POST', '/admin/dict/item')).toHaveLength(1));
    expect(http.callsTo('POST', '/admin/dict/item')[0].body).toMatchObject({ dictType: 'agreement_type', label: '租赁合同', value: 'lease' });
    expect(notifier.shown).toContainEqual({ kind: 'success', text: '删除成功' });
  });

  it('shows a company administrator the settings without letting them save', async () => {
    await open(server(), COMPANY_ADMIN);
    expect(await screen.findByText('系统设置对所有公司生效，仅系统管理员可以修改。')).toBeTruthy();
    // The notice is drawn at once; the form, with its 保存, once the settings have loaded.
    expect(((await screen.findAllByRole('button', { name: '保存' }))[0] as HTMLButtonElement).disabled).toBe(true);
  });

  it('answers 403 to a member who administers nothing, and asks the server nothing', async () => {
    const http = server();
    await open(http, STAFF);
    expect(await screen.findByText('当前操作没有权限')).toBeTruthy();
    expect(http.callsTo('GET', '/admin/enterpriseSetting/admin')).toHaveLength(0);
  });
});
