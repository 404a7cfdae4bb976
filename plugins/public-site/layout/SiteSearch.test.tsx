import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { definePlugin, RouteContributions } from '../../../contracts/workbench/index.ts';
import { FakeHttpClient, RecordingNotifier, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

function ResultPage() {
  return <p>搜索结果页：{new URLSearchParams(useLocation().search).get('keyWord')}</p>;
}

// Stands in for the search-result page of the later public-site issue.
const searchResults = definePlugin(() => ({
  id: 'search',
  module(bind) {
    bind.contribute(RouteContributions, { path: '/searchResult', layout: 'public', auth: false, load: async () => ({ default: ResultPage }) });
  },
}))();

const siteHttp = () =>
  new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/website/newsinformation/recom/list', [])
    .on('GET', '/website/bookpublish/recommend/list', []);

describe('public header search', () => {
  it('warns 请输入搜索关键词 on an empty keyword and stays', async () => {
    const user = userEvent.setup();
    const notifier = new RecordingNotifier();
    const { router } = await renderWorkbench([shellStandIn(notifier), publicSitePlugin(), searchResults], '/', { http: siteHttp() });
    const box = await screen.findByRole('searchbox', { name: '请输入搜索关键词' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(notifier.shown).toEqual([{ kind: 'warning', text: '请输入搜索关键词' }]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens /searchResult with the keyword', async () => {
    const user = userEvent.setup();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin(), searchResults], '/', { http: siteHttp() });
    await user.type(await screen.findByRole('searchbox', { name: '请输入搜索关键词' }), ' 党建 {Enter}');
    expect(await screen.findByText('搜索结果页：党建')).toBeTruthy();
    expect(router.state.location.search).toBe('?keyWord=%E5%85%9A%E5%BB%BA');
  });

  it('says search is not open yet while no plugin provides the result page', async () => {
    const user = userEvent.setup();
    const notifier = new RecordingNotifier();
    const { router } = await renderWorkbench([shellStandIn(notifier), publicSitePlugin()], '/', { http: siteHttp() });
    await user.type(await screen.findByRole('searchbox', { name: '请输入搜索关键词' }), '党建{Enter}');
    expect(notifier.shown).toEqual([{ kind: 'info', text: '站内搜索暂未开放，敬请期待' }]);
    expect(router.state.location.pathname).toBe('/');
  });
});
