import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../../core/http/HttpError.ts';
import { FakeHttpClient, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

type Call = { options?: { params?: Record<string, unknown> } };

const menu = [
  { id: 101, name: 'portalHome', label: '首页', path: '/' },
  {
    id: 102,
    name: 'partyBuild',
    label: '党建园地',
    path: '/partyBuild',
    children: [
      { id: 103, name: 'partyBuildDynamic', label: '党建动态', path: '/partyBuild/dynamic' },
      { id: 105, name: 'partyBuildLaw', label: '党规党法', path: '/partyBuild/law' },
    ],
  },
  { id: 110, name: 'news', label: '新闻资讯', path: '/news' },
  { id: 115, name: 'hidden', label: '隐藏栏目', path: '/hidden', ifShow: '1' },
];

function article(id: number, category: string) {
  return { id, title: `${category}文章${id}`, category, categoryName: category, summary: `摘要${id}`, coverUrl: `/website/image/party-${id}.svg`, source: '集团党委', publishTime: '2026-01-0' + (id % 9) + ' 09:00:00' };
}

function siteHttp() {
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/menu/front/getUserMenuNotToken', menu)
    .on('GET', '/website/searchhistory/list', { records: [], total: 0, current: 1, size: 10 })
    .on('GET', '/website/partybuild/page', (call: Call) => {
      const category = String(call.options?.params?.category);
      return { records: [article(1, category), article(2, category)], total: 2, current: 1, size: 10 };
    })
    .on('GET', '/website/newsinformation/page', (call: Call) => {
      const current = Number(call.options?.params?.current);
      const records = Array.from({ length: current === 1 ? 10 : 3 }, (_, i) => ({ id: (current - 1) * 10 + i + 1, title: `新闻${(current - 1) * 10 + i + 1}`, summary: null, coverUrl: null, source: '出版中心', publishTime: '2026-01-05 10:00:00' }));
      return { records, total: 13, current, size: 10 };
    })
    .on('GET', '/website/newsinformation/detail/7', {
      id: 7,
      title: '新闻7',
      category: null,
      categoryName: null,
      source: '出版中心',
      author: '黄伟',
      coverUrl: '/website/image/news-7.svg',
      publishTime: '2026-01-05 10:00:00',
      paragraphs: ['第一段<script>alert(1)</script>', '第二段'],
      previous: { id: 6, title: '新闻6' },
      next: null,
    });
}

describe('the channels’ pages', () => {
  // The drop-downs open on hover in a real browser: the journey (tests/e2e/public-site.spec.ts) walks them.
  it('shows the server’s navigation, hiding what it hides; a group’s title opens its page', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/news', { http: siteHttp() });
    const nav = await screen.findByRole('navigation', { name: '门户导航' });
    await waitFor(() => expect(nav.textContent).toContain('新闻资讯'));
    expect(nav.textContent).not.toContain('隐藏栏目');
    await user.click(within(nav).getByText('党建园地'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partyBuild'));
  });

  it('pages the news list with 共 N 条 and names the tab after the page', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/news', { http: siteHttp() });
    expect(await screen.findByRole('link', { name: '新闻1' })).toBeTruthy();
    expect(screen.getByText('共 13 条')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('新闻资讯 - 融合平台'));
    // Each page number is a link a crawler can follow; a click opens the page in place.
    expect(screen.getByRole('link', { name: '2' }).getAttribute('href')).toBe('/news?page=2');
    await user.click(screen.getByRole('link', { name: '2' }));
    expect(await screen.findByRole('link', { name: '新闻13' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    await user.click(screen.getByRole('link', { name: '新闻13' }));
    expect(router.state.location.pathname).toBe('/news/detail');
  });

  it('shows a news item’s body as text, with its neighbours', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/news/detail?id=7', { http: siteHttp() });
    expect(await screen.findByRole('heading', { name: '新闻7' })).toBeTruthy();
    expect(screen.getByText('第一段<script>alert(1)</script>')).toBeTruthy();
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByRole('link', { name: '新闻6' }).getAttribute('href')).toBe('/news/detail?id=6');
    expect(screen.getByText('没有了')).toBeTruthy();
    expect(screen.getByRole('img', { name: '新闻7' }).getAttribute('style')).toContain('max-width: 100%');
  });

  it('says so when the item is not there or not published', async () => {
    const http = siteHttp();
    http.on('GET', '/website/newsinformation/detail/99', () => {
      throw new HttpError(404, 404, '内容不存在或尚未发布');
    });
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/news/detail?id=99', { http });
    expect(await screen.findByText('内容不存在或尚未发布')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/news');
  });

  it('shows 党建 with its categories as tabs, each its own address', async () => {
    const user = userEvent.setup();
    const http = siteHttp();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/partyBuild', { http });
    expect(await screen.findByRole('link', { name: 'dynamic文章1' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '党规党法' }));
    expect(await screen.findByRole('link', { name: 'law文章1' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/partyBuild/law');
    expect(http.callsTo('GET', '/website/partybuild/page').at(-1)?.options?.params).toEqual({ category: 'law', current: 1, size: 10 });
  });
});
