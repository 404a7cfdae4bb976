import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, RouteContributions } from '../../../contracts/workbench/index.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

// Stands in for the portal's login page.
const loginPage = definePlugin(() => ({
  id: 'login',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/login', layout: 'public', auth: false, load: async () => ({ default: () => <p>登录页</p> }) });
  },
}))();

function siteHttp(news: unknown[], books: unknown[], settings: object = {}, carousel: unknown[] = []) {
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', settings)
    .on('GET', '/admin/menu/front/getUserMenuNotToken', [])
    .on('GET', '/website/publicizecarousel/listRecommendInfoVO/1', carousel)
    .on('GET', '/website/newsinformation/recom/list', news)
    .on('GET', '/website/bookpublish/recommend/list', books);
}

describe('public home', () => {
  it('shows the recommended news and books the server sends', async () => {
    const http = siteHttp(
      [{ id: 1, title: '融合出版集团召开年度工作会议', source: '集团新闻', summary: '会议总结了全年工作。', publishTime: '2025-03-02 09:00:00' }],
      [{ id: 9, bookName: '数字出版概论', author: '王五', coverUrl: '/files/book.png' }],
      { copyrightBottomInfo: '© 2025 融合出版集团' },
    );
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http });

    expect(await screen.findByText('融合出版集团召开年度工作会议')).toBeTruthy();
    expect(screen.getByText('集团新闻 · 会议总结了全年工作。')).toBeTruthy();
    expect(screen.getByText('2025-03-02')).toBeTruthy();
    expect(await screen.findByText('数字出版概论')).toBeTruthy();
    expect(screen.getByText('作者：王五')).toBeTruthy();
    expect(screen.getByRole('img', { name: '数字出版概论' }).getAttribute('src')).toBe('/files/book.png');
    expect(await screen.findByText('© 2025 融合出版集团')).toBeTruthy();
  });

  it('leads from a news item and a book to their pages', async () => {
    const user = userEvent.setup();
    const http = siteHttp([{ id: 3, title: '寒假教师研修班开班', publishTime: '2026-01-05 09:00:00' }], [{ id: 4, bookName: '青少年经典诵读' }]);
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http });
    // A click can land while the freshly loaded page is still settling and lead nowhere (about
    // one run in five in this worker): click again until the route's guard has let it through.
    const here = () => router.state.location.pathname + router.state.location.search;
    const follow = async (name: string, to: string) => {
      await waitFor(async () => {
        if (here() !== to) await user.click(await screen.findByRole('link', { name }));
        expect(here()).toBe(to);
      });
    };
    await follow('寒假教师研修班开班', '/news/detail?id=3');
    await router.navigate('/');
    await follow('青少年经典诵读', '/elaborateBook/detail?id=4');
  });

  it('shows the home carousel one picture at a time, its dots turning it', async () => {
    const user = userEvent.setup();
    const carousel = [
      { id: 1, title: '数字出版平台正式上线', imageUrl: '/website/image/carousel-1.svg', linkUrl: '/digitalPub', sort: 1 },
      { id: 2, title: '党建引领促发展', imageUrl: '/website/image/carousel-2.svg', linkUrl: '/partyBuild', sort: 2 },
    ];
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp([], [], {}, carousel) });
    const banner = await screen.findByRole('region', { name: '推荐' });
    expect(within(banner).getByRole('img', { name: '数字出版平台正式上线' }).closest('a')?.getAttribute('href')).toBe('/digitalPub');
    await user.click(within(banner).getByRole('button', { name: '党建引领促发展' }));
    expect(within(banner).getByRole('img', { name: '党建引领促发展' })).toBeTruthy();
    expect(within(banner).queryByRole('img', { name: '数字出版平台正式上线' })).toBeNull();
  });

  it('turns the carousel by itself, but holds it under the pointer, with the focus in it and once paused', async () => {
    const carousel = [
      { id: 1, title: '数字出版平台正式上线', imageUrl: '/website/image/carousel-1.svg', linkUrl: '/digitalPub', sort: 1 },
      { id: 2, title: '党建引领促发展', imageUrl: '/website/image/carousel-2.svg', linkUrl: '/partyBuild', sort: 2 },
      { id: 3, title: '寒假教师研修班开班', imageUrl: '/website/image/carousel-3.svg', sort: 3 },
    ];
    // Time also passes as it does, so the page's loads answer while the test awaits them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp([], [], {}, carousel) });
      const banner = await screen.findByRole('region', { name: '推荐' });
      const shown = () => within(banner).getAllByRole('img')[0].getAttribute('alt');
      const wait = () => act(() => vi.advanceTimersByTime(6000));
      // The banner's effects (its timer among them) run once React has painted it.
      await act(async () => undefined);
      await wait();
      expect(shown()).toBe('党建引领促发展');

      fireEvent.mouseEnter(banner);
      await wait();
      expect(shown()).toBe('党建引领促发展');
      fireEvent.mouseLeave(banner);

      act(() => within(banner).getByRole('button', { name: '寒假教师研修班开班' }).focus());
      await wait();
      expect(shown()).toBe('党建引领促发展');
      act(() => within(banner).getByRole('button', { name: '寒假教师研修班开班' }).blur());
      await wait();
      expect(shown()).toBe('寒假教师研修班开班');

      fireEvent.click(within(banner).getByRole('button', { name: '暂停轮播' }));
      await wait();
      await wait();
      expect(shown()).toBe('寒假教师研修班开班');
      fireEvent.click(within(banner).getByRole('button', { name: '继续轮播' }));
      await wait();
      expect(shown()).toBe('数字出版平台正式上线');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when there is nothing to show', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp([], []) });
    expect(await screen.findByText('暂无新闻')).toBeTruthy();
    expect(await screen.findByText('暂无推荐图书')).toBeTruthy();
  });

  it('leads from the logo to the about page and from 登录 to the login page', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin(), loginPage], '/', {
      http: siteHttp([], [], { loginApplicationName: '融合出版集团办公平台' }),
    });
    const logo = await screen.findByRole('link', { name: '融合平台' });
    // The logo, not a text link: no browser blue, no underline (issue 26).
    expect(logo.style.textDecoration).toBe('none');
    expect(logo.style.color).toBe('inherit');
    await user.click(logo);
    expect(await screen.findByRole('heading', { name: '关于我们' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '融合出版集团办公平台' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/aboutUs');

    const signIn = screen.getByRole('link', { name: '登录' });
    // A link, so it works before the page's code runs; the router's once it does.
    expect(signIn.getAttribute('href')).toBe('/login');
    await user.click(signIn);
    expect(await screen.findByText('登录页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers the workbench instead of 登录 to a signed-in user', async () => {
    const session = MemorySessionStore.signedIn({
      sysUser: { userId: 1, username: 'a', chineseName: '甲', status: '0' },
      companyId: 1,
      roles: [],
      ifTeamAdmin: false,
      permissions: [],
    });
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp([], []), session });
    expect((await screen.findByRole('link', { name: '进入工作台' })).getAttribute('href')).toBe('/homepage/index');
    expect(screen.queryByRole('link', { name: '登录' })).toBeNull();
  });
});
