import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserInfo } from '../../../contracts/workbench/Session.ts';
import { FakeHttpClient, MemorySessionStore, renderWorkbench } from '../../../core/react/testing/index.ts';
import { portalPlugin } from '../index.ts';

const info: UserInfo = {
  sysUser: { userId: 7, username: 'lisi', chineseName: '李四', status: '0' },
  companyId: 1,
  roles: [],
  ifTeamAdmin: false,
};

afterEach(() => vi.useRealTimers());

describe('workbench home', () => {
  it('greets the user by the hour and shows the counters the server sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 4, 6, 10, 30));
    const http = new FakeHttpClient().on('GET', '/admin/home/front/count', { msg: 12, todo: 5, complete: 31, create: 7 });
    await renderWorkbench([portalPlugin()], '/homepage/index', { http, session: MemorySessionStore.signedIn(info) });

    expect(await screen.findByRole('heading', { name: '上午好，李四' })).toBeTruthy();
    const counter = async (label: string) => (await screen.findByText(label)).closest('.ant-statistic') as HTMLElement;
    expect(within(await counter('未读消息')).getByText('12')).toBeTruthy();
    expect(within(await counter('待办')).getByText('5')).toBeTruthy();
    expect(within(await counter('已办')).getByText('31')).toBeTruthy();
    expect(within(await counter('我发起的')).getByText('7')).toBeTruthy();
  });
});
