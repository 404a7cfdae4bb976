import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { messagingStandIn } from '../../../core/react/testing/MessagingStandIn.ts';
import { portalPlugins } from '../../../web/portalPlugins.ts';

const info: UserInfo = {
  sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
  permissions: [],
};

function workbenchHttp({ imUrl = null, qrcodeImg = null }: { imUrl?: string | null; qrcodeImg?: string | null } = {}): FakeHttpClient {
  return new FakeHttpClient()
    .on('GET', '/admin/home/front/count', { msg: 0, todo: 0, complete: 0, create: 0 })
    .on('GET', '/admin/menu/front/getUserMenu', [])
    .on('GET', '/admin/addressBook/dept/companysAndTodo', [])
    .on('GET', '/admin/enterpriseSetting/select', { imUrl })
    .on('GET', '/admin/lvluoDownload/android', { qrcodeImg });
}

async function openWorkbench(http: FakeHttpClient, path = '/homepage/index') {
  const rendered = await renderWorkbench([messagingStandIn(), ...portalPlugins()], path, { http, session: MemorySessionStore.signedIn(info) });
  await screen.findByTestId('main-content');
  return rendered;
}

function setWidth(width: number) {
  window.innerWidth = width;
  window.dispatchEvent(new Event('resize'));
}

describe('the right tool box', () => {
  const initialWidth = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1600;
    window.scrollY = 0;
  });
  afterEach(() => {
    window.innerWidth = initialWidth;
    window.scrollY = 0;
    vi.restoreAllMocks();
  });

  it('is unfolded at 1600 px, with 扫码下载, 即时通讯 and 产品介绍 when configured, and widens the content’s right margin', async () => {
    const http = workbenchHttp({ imUrl: 'https://im.example.com', qrcodeImg: 'data:image/png;base64,iVBORw==' });
    const { router } = await openWorkbench(http);
    const box = await screen.findByRole('navigation', { name: '工具箱' });
    expect(await screen.findByRole('button', { name: /扫码下载/ })).toBeTruthy();
    expect(box.style.zIndex).toBe('900');
    expect(screen.getByTestId('main-content').style.margin).toBe('12px 88px 12px 24px');
    const about = screen.getByRole('link', { name: /产品介绍/ });
    expect(about.getAttribute('href')).toBe('/aboutUs');
    expect(about.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: /扫码下载/ }));
    expect(((await screen.findByRole('img', { name: '扫码下载' })) as HTMLImageElement).getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    fireEvent.click(screen.getAllByRole('button', { name: /即时通讯/ }).find((button) => box.contains(button))!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
  });

  it('hides 扫码下载 and 即时通讯 when neither is configured, and when the QR call fails', async () => {
    await openWorkbench(workbenchHttp());
    await screen.findByRole('link', { name: /产品介绍/ });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /扫码下载/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /即时通讯/ })).toBeNull();

    const failing = workbenchHttp().failOn('GET', '/admin/lvluoDownload/android', 500, '出错了');
    await openWorkbench(failing);
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /扫码下载/ })).toBeNull();
  });

  it('is folded under 1560 px, unfolds from its handle, and follows the window across 1560 px', async () => {
    window.innerWidth = 1366;
    await openWorkbench(workbenchHttp());
    expect(screen.queryByRole('navigation', { name: '工具箱' })).toBeNull();
    expect(screen.getByTestId('main-content').style.margin).toBe('12px 24px');
    fireEvent.click(screen.getByRole('button', { name: '展开工具箱' }));
    expect(screen.getByRole('navigation', { name: '工具箱' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '收起工具箱' }));
    expect(screen.queryByRole('navigation', { name: '工具箱' })).toBeNull();
    await act(async () => setWidth(1600));
    expect(screen.getByRole('navigation', { name: '工具箱' })).toBeTruthy();
    await act(async () => setWidth(1559));
    expect(screen.queryByRole('navigation', { name: '工具箱' })).toBeNull();
  });

  it('shows 回到顶部 after 100 px of scrolling, which scrolls smoothly to the top', async () => {
    const scrollTo = vi.fn();
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    await openWorkbench(workbenchHttp());
    expect(screen.queryByRole('button', { name: /回到顶部/ })).toBeNull();
    await act(async () => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: /回到顶部/ })).toBeNull();
    await act(async () => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
    });
    fireEvent.click(screen.getByRole('button', { name: /回到顶部/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('instant messaging', () => {
  it('shows the top bar icon and frames the configured IM app at /info/index', async () => {
    const { router } = await openWorkbench(workbenchHttp({ imUrl: 'https://im.example.com/web/' }), '/info/index');
    await waitFor(() => expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://im.example.com/web/'));
    await router.navigate('/homepage/index');
    const icon = await screen.findByRole('button', { name: '即时通讯' });
    expect(screen.getByRole('banner').contains(icon)).toBe(true);
    fireEvent.click(icon);
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/index'));
  });

  it('has no top bar icon, and /info/index says IM is not configured, without IM_URL', async () => {
    await openWorkbench(workbenchHttp(), '/info/index');
    expect(await screen.findByText('即时通讯未配置')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('banner').querySelector('[aria-label="即时通讯"]')).toBeNull();
  });
});
