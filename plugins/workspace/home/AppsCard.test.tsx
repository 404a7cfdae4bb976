import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME, quietHomeServer, RecordingDrawer, renderHome } from './testing/renderHome.ts';

const app = (id: number, applicationName: string, commonUse: boolean, linkType: '0' | '1', url: string | null) => ({
  id,
  applicationName,
  applicationType: '1',
  groupName: '行政办公',
  icon: 'AppstoreOutlined',
  url,
  description: null,
  linkType,
  sort: id,
  commonUse,
});
const APPS = [app(1, '通讯录', true, '0', '/addressbook/list'), app(2, '会议室预订', false, '0', '/meeting'), app(3, '企业邮箱', true, '1', null)];
const card = () => screen.getByRole('region', { name: '常用应用' });

afterEach(() => vi.restoreAllMocks());

describe('home: 常用应用', () => {
  it("shows the workbench's common-use applications and links to 全部应用", async () => {
    await renderHome(quietHomeServer().on('GET', HOME.apps, APPS));
    expect(await within(card()).findByRole('button', { name: '通讯录' })).toBeTruthy();
    expect(within(card()).getByRole('button', { name: '企业邮箱' })).toBeTruthy();
    expect(within(card()).queryByRole('button', { name: '会议室预订' })).toBeNull();
    expect(within(card()).getByRole('link', { name: '全部应用' }).getAttribute('href')).toBe('/workbench/index');
  });

  it('opens an application as the workbench does: its route, or its true address in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const http = quietHomeServer().on('GET', HOME.apps, APPS).on('GET', HOME.trueUrl, 'https://mail.example.com/?t=1');
    const { router } = await renderHome(http);
    const user = userEvent.setup();

    await user.click(await within(card()).findByRole('button', { name: '企业邮箱' }));
    await waitFor(() => expect(tab.location.href).toBe('https://mail.example.com/?t=1'));
    expect(http.callsTo('GET', HOME.trueUrl)[0].options?.params).toEqual({ appinsId: 3 });

    await user.click(within(card()).getByRole('button', { name: '通讯录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addressbook/list'));
  });

  it('shows starred processes after the applications and opens one in the start drawer', async () => {
    const drawer = new RecordingDrawer();
    const submodules = [
      { id: 1, name: '合同审批', groupName: '行政', icon: null, url: null, procDefKey: 'contract', formRouter: null, appinsId: null, sort: 1, commonUse: true },
      { id: 2, name: '请假申请', groupName: '人事', icon: null, url: null, procDefKey: 'leave', formRouter: null, appinsId: null, sort: 2, commonUse: false },
    ];
    await renderHome(quietHomeServer().on('GET', HOME.apps, APPS).on('GET', HOME.submodules, submodules), { drawer });
    const tiles = await within(card()).findAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['通讯录', '企业邮箱', '合同审批']);
    await userEvent.setup().click(within(card()).getByRole('button', { name: '合同审批' }));
    expect(drawer.started).toEqual(['contract']);
  });

  it('says how to add some when none is starred', async () => {
    await renderHome(quietHomeServer().on('GET', HOME.apps, [APPS[1]]));
    expect(await within(card()).findByText('还没有常用应用，可在工作台点亮星标添加')).toBeTruthy();
  });

  it('shows its own failure', async () => {
    await renderHome(quietHomeServer().failOn('GET', HOME.apps, 500, '服务器出错'));
    expect(await within(card()).findByText('加载失败')).toBeTruthy();
  });
});
