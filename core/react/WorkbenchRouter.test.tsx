import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider } from 'react-router';
import type { ReactNode } from 'react';
import { bootPlugins } from '../lifecycle/index.ts';
import {
  LayoutContributions,
  RouteContributions,
  WorkbenchShellId,
  createContributionPoint,
  createServiceId,
  definePlugin,
  type NavigationTarget,
} from '../../contracts/workbench/index.ts';
import { WorkbenchProvider, createWorkbenchRouter, useContributions, useService } from './index.ts';

const GreetingId = createServiceId<string>('test.Greeting');
const Widgets = createContributionPoint<string>('test.widgets');

function Greeting() {
  const greeting = useService(GreetingId);
  const widgets = useContributions(Widgets);
  return (
    <p>
      {greeting}：{widgets.join('、')}
    </p>
  );
}

function bootShell(options: { guard?: (t: NavigationTarget) => string | undefined; crash?: boolean } = {}) {
  return bootPlugins([
    definePlugin(() => ({
      id: 'test-shell',
      module(bind) {
        bind.value(GreetingId, '你好');
        bind.contribute(Widgets, '日程');
        bind.contribute(Widgets, '待办');
        bind.value(WorkbenchShellId, {
          Root: ({ children }: { children: ReactNode }) => <div data-testid="root">{children}</div>,
          guard: async (target) => options.guard?.(target),
          attach: () => undefined,
        });
        bind.contribute(LayoutContributions, {
          layout: 'main',
          load: async () => ({
            default: () => (
              <main>
                <h1>主布局</h1>
                <Outlet />
              </main>
            ),
          }),
        });
        bind.contribute(RouteContributions, {
          path: '/',
          plugin: 'test-shell',
          layout: 'main',
          auth: false,
          load: async () => ({ default: Greeting }),
        });
        bind.contribute(RouteContributions, {
          path: '/secret',
          plugin: 'test-shell',
          layout: 'main',
          auth: true,
          load: async () => ({ default: () => <p>机密页面</p> }),
        });
        bind.contribute(RouteContributions, {
          path: '/404',
          plugin: 'test-shell',
          layout: 'main',
          auth: false,
          load: async () => ({ default: () => <p>页面不存在</p> }),
        });
        bind.contribute(RouteContributions, {
          path: '/hidden',
          plugin: 'test-shell',
          layout: 'main',
          auth: false,
          redirect: '/secret',
          load: async () => ({ default: () => null }),
        });
        bind.contribute(RouteContributions, {
          path: '/broken',
          plugin: 'test-shell',
          layout: 'main',
          auth: false,
          load: async () => ({
            default: () => {
              throw new Error('页面崩溃了');
            },
          }),
        });
      },
    }))(),
  ]);
}

async function renderAt(path: string, options?: Parameters<typeof bootShell>[0]) {
  const host = await bootShell(options);
  const router = createWorkbenchRouter(host.container, { initialEntries: [path] });
  render(
    <WorkbenchProvider host={host}>
      <RouterProvider router={router} />
    </WorkbenchProvider>,
  );
  return router;
}

describe('workbench router', () => {
  it('renders a contributed page inside its layout, with services and contributions from the host', async () => {
    await renderAt('/');
    expect(await screen.findByText('你好：日程、待办')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '主布局' })).toBeTruthy();
    expect(screen.getByTestId('root')).toBeTruthy();
  });

  it('sends an unknown path to /404', async () => {
    const router = await renderAt('/nowhere');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('lets the guard redirect before the page shows', async () => {
    const router = await renderAt('/secret', { guard: (t) => (t.route.auth ? '/404' : undefined) });
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(screen.queryByText('机密页面')).toBeNull();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('keeps the query across a redirect route (/login?source=invalidToken reaches /login/user with it)', async () => {
    const router = await renderAt('/hidden?source=invalidToken&tab=2');
    expect(await screen.findByText('机密页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/secret');
    expect(router.state.location.search).toBe('?source=invalidToken&tab=2');
  });

  it('keeps the layout when a page crashes and names the plugin', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = await renderAt('/broken');
    expect(await screen.findByText('插件 test-shell 出错了')).toBeTruthy();
    expect(screen.getByText('页面崩溃了')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '主布局' })).toBeTruthy();

    await act(async () => router.navigate('/'));
    expect(await screen.findByText('你好：日程、待办')).toBeTruthy();
    expect(screen.queryByText('插件 test-shell 出错了')).toBeNull();
    vi.restoreAllMocks();
  });

  it('names the missing layout instead of failing silently', async () => {
    const host = await bootPlugins([
      definePlugin(() => ({
        id: 'lonely',
        module(bind) {
          bind.value(WorkbenchShellId, { Root: ({ children }) => children, guard: async () => undefined, attach: () => undefined });
          bind.contribute(RouteContributions, { path: '/x', layout: 'public', auth: false, load: async () => ({ default: () => null }) });
        },
      }))(),
    ]);
    expect(() => createWorkbenchRouter(host.container, { initialEntries: ['/x'] })).toThrow('没有插件提供布局 public，无法挂载页面 /x');
  });
});

describe('a page whose code fails to load', () => {
  it('shows the error card and loads again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const host = await bootPlugins([
      definePlugin(() => ({
        id: 'flaky',
        module(bind) {
          bind.value(WorkbenchShellId, { Root: ({ children }) => children, guard: async () => undefined, attach: () => undefined });
          bind.contribute(LayoutContributions, { layout: 'bare', load: async () => ({ default: Outlet }) });
          bind.contribute(RouteContributions, {
            path: '/',
            plugin: 'flaky',
            layout: 'bare',
            auth: false,
            load: async () => {
              attempts += 1;
              if (attempts === 1) throw new Error('网络中断，页面代码未能加载');
              return { default: () => <p>加载成功</p> };
            },
          });
        },
      }))(),
    ]);
    render(
      <WorkbenchProvider host={host}>
        <RouterProvider router={createWorkbenchRouter(host.container, { initialEntries: ['/'] })} />
      </WorkbenchProvider>,
    );
    expect(await screen.findByText('网络中断，页面代码未能加载')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('加载成功')).toBeTruthy();
    expect(attempts).toBe(2);
    vi.restoreAllMocks();
  });
});
