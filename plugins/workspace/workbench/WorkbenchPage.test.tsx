import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskDrawerOpenerId, type TaskDrawerOpener } from '../../../contracts/workbench/ProcessCentre.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { MessagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import type { AppInstance, Submodule } from './WorkbenchApi.ts';

const info: UserInfo = {
  sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

const API = {
  apps: '/application/appIns/list',
  trueUrl: '/application/appIns/trueUrl',
  sortApps: '/application/appIns/changeSort',
  markApp: '/application/appCommonUse',
  submodules: '/application/submodule/centerList',
  sortSubmodules: '/application/submodule/changeSort',
  markSubmodule: '/application/appCommonUse/submodule',
};

function app(id: number, applicationName: string, groupName: string, url: string, extra: Partial<AppInstance> = {}): AppInstance {
  return { id, applicationName, groupName, url, icon: 'FormOutlined', linkType: url.startsWith('/') ? '0' : '1', sort: id, commonUse: false, ...extra };
}

const APPS: AppInstance[] = [
  app(1, '发起审批', '行政办公', '/process/create'),
  app(2, '消息中心', '行政办公', '/noticeCenter/index', { commonUse: true }),
  app(3, '会议室预订', '行政办公', 'https://meeting.example.com/rooms'),
  app(4, '通讯录', '人事', '/homepage/index'),
  app(7, '费用报销', '财务', 'https://expense.example.com'),
];
const SUBMODULES: Submodule[] = [
  { id: 1, name: '合同审批', groupName: '行政办公', icon: 'FileDoneOutlined', procDefKey: 'agreement', formRouter: 'AgreementForm', url: null, sort: 1, commonUse: false },
  { id: 9, name: '采购申请', groupName: '其他流程', icon: null, procDefKey: 'purchase', formRouter: null, url: null, sort: 2, commonUse: false },
  { id: 2, name: '我的待办', groupName: '流程中心', icon: 'CarryOutOutlined', procDefKey: null, url: '/process/todo', sort: 3, commonUse: false },
];

/** happy-dom lays nothing out: tiles get a browser's boxes, side by side in their row, so dnd-kit sees where a dragged one is. */
function layTilesInRows(): void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function laidOut(this: HTMLElement): DOMRect {
    // A tile is the element whose first child is its sortable opener (the star sits beside it).
    if (this.firstElementChild?.getAttribute('aria-roledescription') !== 'sortable') return original.call(this);
    const left = [...(this.parentElement?.children ?? [])].indexOf(this) * 212;
    return { x: left, y: 0, top: 0, left, width: 200, height: 72, bottom: 72, right: left + 200, toJSON: () => ({}) };
  };
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
  });
}

async function workbench(options: { http?: FakeHttpClient; drawer?: TaskDrawerOpener } = {}) {
  const http = (options.http ?? new FakeHttpClient())
    .on('GET', API.apps, APPS)
    .on('GET', API.submodules, SUBMODULES)
    .on('POST', API.markApp, true)
    .on('POST', API.markSubmodule, true)
    .on('POST', API.sortApps, true)
    .on('POST', API.sortSubmodules, true);
  const drawer = options.drawer;
  const fixture = await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], '/workbench/index', {
    http,
    session: MemorySessionStore.signedIn(info),
    provide: drawer ? (bind) => bind.value(TaskDrawerOpenerId, drawer) : undefined,
  });
  await screen.findByRole('region', { name: '全部应用' });
  return { ...fixture, http, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const tileNames = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button')
    .filter((el) => el.getAttribute('aria-roledescription') === 'sortable')
    // The opener's name is the application's, drawn in bold (its description is its title).
    .map((el) => el.querySelector('strong')?.textContent);

describe('/workbench/index', () => {
  it('shows 常用应用 first, the applications by group and the processes to start by group', async () => {
    await workbench();
    expect(tileNames(region('常用应用'))).toEqual(['消息中心']);
    const apps = region('全部应用');
    expect(within(apps).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['行政办公', '人事', '财务']);
    expect(tileNames(within(apps).getByRole('group', { name: '行政办公' }))).toEqual(['发起审批', '消息中心', '会议室预订']);
    const processes = region('发起流程');
    expect(within(processes).getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['行政办公', '其他流程']);
    expect(tileNames(processes)).toEqual(['合同审批', '采购申请']);
    expect(tileNames(region('快捷入口'))).toEqual(['我的待办']);
  });

  it('narrows every section by name, and says so when nothing matches', async () => {
    const { user } = await workbench();
    await user.type(screen.getByRole('searchbox', { name: '搜索应用或流程' }), '合同');
    await waitFor(() => expect(tileNames(region('发起流程'))).toEqual(['合同审批']));
    expect(within(region('全部应用')).getByText('当前公司还没有可用的应用')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: '搜索应用或流程' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索应用或流程' }), '不存在的应用');
    expect(await screen.findByText('没有找到与“不存在的应用”匹配的应用或流程')).toBeTruthy();
  });

  it('marks an application and a process common, and unmarks one, on the server', async () => {
    const { user, http } = await workbench();
    await user.click(within(region('全部应用')).getByRole('button', { name: '设为常用：通讯录' }));
    await waitFor(() => expect(tileNames(region('常用应用'))).toEqual(['消息中心', '通讯录']));
    expect(http.callsTo('POST', API.markApp)[0].body).toEqual({ appinsId: 4, commonUse: true });
    await user.click(within(region('发起流程')).getByRole('button', { name: '设为常用：合同审批' }));
    await waitFor(() => expect(tileNames(region('常用应用'))).toEqual(['消息中心', '通讯录', '合同审批']));
    expect(http.callsTo('POST', API.markSubmodule)[0].body).toEqual({ submoduleId: 1, commonUse: true });
    await user.click(within(region('常用应用')).getByRole('button', { name: '取消常用：消息中心' }));
    await waitFor(() => expect(tileNames(region('常用应用'))).toEqual(['通讯录', '合同审批']));
    expect(http.callsTo('POST', API.markApp)[1].body).toEqual({ appinsId: 2, commonUse: false });
  });

  it('puts a refused mark back', async () => {
    const { user, http } = await workbench();
    http.failOn('POST', API.markApp, 404, '应用不存在：2');
    await user.click(within(region('常用应用')).getByRole('button', { name: '取消常用：消息中心' }));
    await waitFor(() => expect(tileNames(region('常用应用'))).toEqual(['消息中心']));
    expect(http.callsTo('GET', API.apps).length).toBeGreaterThanOrEqual(2);
  });

  it('reorders a group by dragging and keeps the whole order on the server', async () => {
    layTilesInRows();
    const { user, http } = await workbench();
    const group = within(region('全部应用')).getByRole('group', { name: '行政办公' });
    within(group).getByRole('button', { name: '发起审批' }).focus();
    await user.keyboard('[Space][ArrowRight][Space]');
    await waitFor(() => expect(http.callsTo('POST', API.sortApps)).toHaveLength(1));
    expect(http.callsTo('POST', API.sortApps)[0].body).toEqual({ ids: [2, 1, 3, 4, 7] });
    await waitFor(() => expect(tileNames(group)).toEqual(['消息中心', '发起审批', '会议室预订']));
  });

  it('opens a route, an outside address (trueUrl) in a new tab, and a process’s start drawer', async () => {
    const drawer: TaskDrawerOpener = { open: vi.fn(async () => 'cancel' as const), start: vi.fn(async () => 'start' as const) };
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    onTestFinished(() => open.mockRestore());
    const http = new FakeHttpClient().on('GET', API.trueUrl, 'https://expense.example.com/?ticket=1');
    const { user, router } = await workbench({ http, drawer });

    await user.click(within(region('全部应用')).getByRole('button', { name: '费用报销' }));
    await waitFor(() => expect(tab.location.href).toBe('https://expense.example.com/?ticket=1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(http.callsTo('GET', API.trueUrl)[0].options?.params).toEqual({ appinsId: 7 });

    await user.click(within(region('发起流程')).getByRole('button', { name: '合同审批' }));
    expect(drawer.start).toHaveBeenCalledWith({ procDefKey: 'agreement', processName: '合同审批' });

    await act(() => user.click(within(region('全部应用')).getByRole('button', { name: '通讯录' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/homepage/index'));
  });

  it('opens no address but a web one, whatever the server answers', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    onTestFinished(() => open.mockRestore());
    const http = new FakeHttpClient().on('GET', API.trueUrl, 'javascript:alert(1)');
    const { user } = await workbench({ http });
    await user.click(within(region('全部应用')).getByRole('button', { name: '费用报销' }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('');
    expect(await screen.findByText('该应用的地址无效，请联系管理员')).toBeTruthy();
  });

  it('shows a skeleton while loading', async () => {
    const slow = new FakeHttpClient().hang('GET', API.apps).hang('GET', API.submodules);
    await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], '/workbench/index', { http: slow, session: MemorySessionStore.signedIn(info) });
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeTruthy());
    expect(screen.queryByRole('region', { name: '全部应用' })).toBeNull();
  });
});

describe('/workbench/index of an empty company', () => {
  it('says there is nothing yet', async () => {
    const http = new FakeHttpClient().on('GET', API.apps, []).on('GET', API.submodules, []);
    await renderWorkbench([new MessagingStandIn().plugin, ...portalPlugins()], '/workbench/index', { http, session: MemorySessionStore.signedIn(info) });
    expect(await screen.findByText('当前公司还没有可用的应用')).toBeTruthy();
    expect(screen.getByText('当前公司还没有可以发起的流程')).toBeTruthy();
    expect(screen.getByText('还没有常用应用：点击应用右上角的星标，把它设为常用')).toBeTruthy();
  });
});
