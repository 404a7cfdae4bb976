import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeHttpClient, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

type Call = { options?: { params?: Record<string, unknown> } };

/** A result's link by its text: the <mark> inside splits the text into parts. */
const resultLink = (text: string) => screen.findByRole('link', { name: (name) => name.replace(/\s/g, '') === text.replace(/\s/g, '') });

function hit(n: number, title: string, summary: string) {
  return { channel: n % 2 ? 'news' : 'partyBuild', channelName: n % 2 ? '新闻' : '党建', id: String(n), title, summary, publishTime: `2026-01-${String(20 - n).padStart(2, '0')} 09:00:00`, path: n % 2 ? `/news/detail?id=${n}` : `/partyBuild/detail?id=${n}` };
}

function siteHttp() {
  const all = Array.from({ length: 13 }, (_, i) => hit(i + 1, `出版动态 第${i + 1}期`, `<b>出版</b>中心发布第${i + 1}期`));
  return new FakeHttpClient()
    .on('GET', '/admin/enterpriseSetting/select', {})
    .on('GET', '/admin/menu/front/getUserMenuNotToken', [])
    .on('GET', '/website/searchhistory/list', { records: [], total: 0, current: 1, size: 10 })
    .on('GET', '/website/searchIndex', (call: Call) => {
      const current = Number(call.options?.params?.current);
      const size = Number(call.options?.params?.size);
      return { records: all.slice((current - 1) * size, current * size), total: all.length, current, size };
    });
}

describe('search results', () => {
  it('marks the keyword in titles and summaries as text, never as markup', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], `/searchResult?keyWord=${encodeURIComponent('出版')}`, { http: siteHttp() });
    const first = await resultLink('出版动态 第1期');
    expect(first.querySelector('mark')?.textContent).toBe('出版');
    expect(first.getAttribute('href')).toBe('/news/detail?id=1');
    // The summary's "<b>" is shown as typed: no bold element comes of it.
    expect(screen.getAllByText((_, element) => element?.tagName === 'DIV' && (element.textContent ?? '').startsWith('<b>出版</b>中心发布第1期')).length).toBeGreaterThan(0);
    expect(document.querySelector('ol b')).toBeNull();
    expect(screen.getAllByText('新闻').length).toBeGreaterThan(0);
    expect(screen.getByText('共 13 条')).toBeTruthy();
  });

  it('pages through the matches', async () => {
    const user = userEvent.setup();
    const http = siteHttp();
    const { router } = await renderWorkbench([shellStandIn(), publicSitePlugin()], `/searchResult?keyWord=${encodeURIComponent('出版')}`, { http });
    await resultLink('出版动态 第1期');
    // The results may show while a load is still spinning over them, which takes no clicks.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await user.click(screen.getByRole('link', { name: '2' }));
    expect(await resultLink('出版动态 第11期')).toBeTruthy();
    expect(screen.queryAllByRole('link').filter((link) => link.textContent === '出版动态 第1期')).toEqual([]);
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(http.callsTo('GET', '/website/searchIndex').at(-1)?.options?.params).toEqual({ keyWord: '出版', current: 2, size: 10 });
  });
});
