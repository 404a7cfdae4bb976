import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { definePlugin, TopBarItemContributions, WorkspaceOverlayContributions } from '../../../contracts/workbench/index.ts';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';

const info: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

function workbenchHttp(settings: object): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/enterpriseSetting/select', settings);
}

describe('main layout', () => {
  it('shows the product name without a configured logo, and the copyright in the footer', async () => {
    const http = workbenchHttp({ copyrightBottomInfo: '© 2025 融合出版集团' });
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
    expect(await screen.findByText('© 2025 融合出版集团')).toBeTruthy();
    expect(screen.getByRole('link', { name: '融合平台' }).getAttribute('href')).toBe('/homepage/index');
  });

  it('shows the configured front logo', async () => {
    const http = workbenchHttp({ frontIndexLogo: '/files/logo.png' });
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
    expect((await screen.findByRole('img', { name: '融合平台' })).getAttribute('src')).toBe('/files/logo.png');
  });

  it('names the browser tab and its icon as 系统设置 says: 浏览器标题, 浏览器图标 (issue 26)', async () => {
    document.head.innerHTML = '<title>融合平台</title><link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    const http = workbenchHttp({ browserFrontTitle: '融合出版集团工作台', browserBackTitle: '融合出版集团管理后台', browserIcon: '/files/brand.png' });
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
    await screen.findByTestId('main-content');
    await waitFor(() => expect(document.title).toBe('融合出版集团工作台'));
    const icon = document.head.querySelector('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe('/files/brand.png');
    expect(icon.hasAttribute('type')).toBe(false);
  });

  it('keeps the product’s name and index.html’s icon when nothing is configured', async () => {
    document.head.innerHTML = '<title>x</title><link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http: workbenchHttp({}), session: MemorySessionStore.signedIn(info) });
    await screen.findByTestId('main-content');
    await waitFor(() => expect(document.title).toBe('融合平台'));
    expect(document.head.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/favicon.svg');
  });

  it('gives the page the window height minus 60, 24 and 28, following resizes', async () => {
    const http = workbenchHttp({});
    window.innerHeight = 900;
    await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });
    const content = await screen.findByTestId('main-content');
    expect(content.style.minHeight).toBe('788px');
    await act(async () => {
      window.innerHeight = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(content.style.minHeight).toBe('588px');
  });

  it('runs the token countdown while the workbench is open', async () => {
    const { refresher, view } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/homepage/index', {
      http: workbenchHttp({}),
      session: MemorySessionStore.signedIn(info),
    });
    await screen.findByTestId('main-content');
    expect(refresher.running).toBe(true);
    view.unmount();
    expect(refresher.running).toBe(false);
  });

  it('does not run the countdown on the login page', async () => {
    const { refresher } = await renderWorkbench([messagingStandIn(), ...portalPlugins()], '/login/user');
    await screen.findByPlaceholderText('请输入账号');
    expect(refresher.starts).toBe(0);
  });
});

describe('main layout top bar', () => {
  it('shows widgets other plugins contribute, in order, and keeps the bar when one crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const widgets = definePlugin(() => ({
      id: 'top-bar-widgets',
      module(bind) {
        bind.contribute(TopBarItemContributions, { plugin: 'messaging', order: 20, component: () => <span>消息铃铛</span> });
        bind.contribute(TopBarItemContributions, { plugin: 'im', order: 10, component: () => <span>即时通讯</span> });
        bind.contribute(TopBarItemContributions, {
          plugin: 'broken',
          order: 30,
          component: () => {
            throw new Error('坏掉了');
          },
        });
      },
    }))();
    await renderWorkbench([messagingStandIn(), ...portalPlugins(), widgets], '/homepage/index', { http: workbenchHttp({}), session: MemorySessionStore.signedIn(info) });
    const bell = await screen.findByText('消息铃铛');
    const im = screen.getByText('即时通讯');
    expect(im.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('插件 broken 出错了')).toBeTruthy();
    expect(screen.getByText('张三')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('renders the workspace overlays once, after the page, each behind its own boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const overlays = definePlugin(() => ({
      id: 'overlays',
      module(bind) {
        bind.contribute(WorkspaceOverlayContributions, { plugin: 'drawers', component: () => <aside>任务抽屉</aside> });
        bind.contribute(WorkspaceOverlayContributions, {
          plugin: 'broken',
          component: () => {
            throw new Error('坏掉了');
          },
        });
      },
    }))();
    await renderWorkbench([messagingStandIn(), ...portalPlugins(), overlays], '/homepage/index', { http: workbenchHttp({}), session: MemorySessionStore.signedIn(info) });
    const drawer = await screen.findByText('任务抽屉');
    expect(screen.getAllByText('任务抽屉')).toHaveLength(1);
    expect(screen.getByTestId('main-content').compareDocumentPosition(drawer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('banner').contains(drawer)).toBe(false);
    vi.restoreAllMocks();
  });
});
