import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench, shellStandIn } from '../../../core/react/testing/index.ts';
import { publicSitePlugin } from '../index.ts';

const ZHANGSAN: UserInfo = { sysUser: { userId: 2, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [1], ifTeamAdmin: false, permissions: [] };

function siteHttp(settings: object): FakeHttpClient {
  return new FakeHttpClient().on('GET', '/admin/enterpriseSetting/select', settings).on('GET', '/website/newsinformation/recom/list', []).on('GET', '/website/bookpublish/recommend/list', []);
}

describe('商城 in the public header', () => {
  it('opens the configured shop in a new tab with the signed-in username', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp({ mallUrl: 'https://mall.example.com/shop' }), session: MemorySessionStore.signedIn(ZHANGSAN) });
    const mall = await screen.findByRole('link', { name: /商城/ });
    expect(mall.getAttribute('href')).toBe('https://mall.example.com/shop?username=zhangsan');
    expect(mall.getAttribute('target')).toBe('_blank');
  });

  it('is not shown when no shop is configured', async () => {
    await renderWorkbench([shellStandIn(), publicSitePlugin()], '/', { http: siteHttp({ mallUrl: null }) });
    expect(await screen.findByText('暂无新闻')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /商城/ })).toBeNull();
  });
});
