import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

const page = (records: unknown[]) => ({ records, total: records.length, current: 1, size: 10 });

const siteHttp = (history: string[] = []) =>
  new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/menu/front/getUserMenuNotToken', [])
    .on('GET', '/website/newsinformation/recom/list', [])
    .on('GET', '/website/bookpublish/recommend/list', [])
    .on('GET', '/website/searchhistory/list', page(history.map((content, i) => ({ id: i + 1, content }))))
    .on('GET', '/website/searchIndex', (call: { options?: { params?: Record<string, unknown> } }) =>
      page([{ channel: 'news', channelName: '新闻', id: '1', title: `关于${String(call.options?.params?.keyWord)}的新闻`, summary: '', publishTime: '2026-01-01 00:00:00', path: '/news/detail?id=1' }]),
    );

describe('public header search', () => {
  it('warns 请输入搜索关键词 on an empty keyword and stays', async () => {
    const user = userEvent.setup();
    const notifier = new RecordingNotifier();
    const { router } = await renderWorkbench([shellStandIn(notifier), publicSitePlugin()], '/', { http: siteHttp() });
    const box = await screen.findByRole('searchbox', { name: '请输入搜索关键词' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(notifier.shown).toEqual([{ kind: 'warning', text: '请输入搜索关键词' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens /searchResult with the keyword', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp() });
    await user.type(await screen.findByRole('searchbox', { name: '请输入搜索关键词' }), ' 党建 {Enter}');
    expect(await screen.findByRole('heading', { name: '“党建”的搜索结果' })).toBeTruthy();
    expect(router.state.location.search).toBe('?keyWord=%E5%85%9A%E5%BB%BA');
  });

  it('offers the search history that matches what is typed, and searches the one picked', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp(['党建动态', '数字出版', '党规']) });
    const box = await screen.findByRole('searchbox', { name: '请输入搜索关键词' });
    await user.click(box);
    const history = await screen.findByRole('listbox', { name: '搜索历史' });
    expect(within(history).getAllByRole('option').map((o) => o.textContent)).toEqual(['党建动态', '数字出版', '党规']);

    await user.type(box, '党');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['党建动态', '党规']);
    await user.click(screen.getByRole('option', { name: '党规' }));
    expect(router.state.location.search).toBe(`?keyWord=${encodeURIComponent('党规')}`);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp(['教材', '有声读物']) });
    await user.click(await screen.findByRole('searchbox', { name: '请输入搜索关键词' }));
    await screen.findByRole('listbox', { name: '搜索历史' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.search).toBe(`?keyWord=${encodeURIComponent('有声读物')}`);
  });
});
