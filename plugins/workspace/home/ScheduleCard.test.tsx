import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME, quietHomeServer, renderHome } from './testing/renderHome.ts';

const person = { userId: 2, chineseName: '张三' };
const event = (id: number, title: string, startTime: string, endTime: string, allDay = false) => ({
  id,
  title,
  startTime,
  endTime,
  allDay,
  location: id === 1 ? '三楼会议室' : null,
  description: null,
  remindMinutes: null,
  organizer: person,
  invitees: [],
  editable: true,
});
const card = () => screen.getByRole('region', { name: '今日日程' });

afterEach(() => vi.useRealTimers());

describe('home: 今日日程', () => {
  it("asks the schedule for today's range and shows each event's hours today", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10, 30));
    const http = quietHomeServer().on('GET', HOME.events, [
      event(1, '周例会', '2026-11-26 09:00:00', '2026-11-26 10:00:00'),
      event(2, '团建', '2026-11-26 00:00:00', '2026-11-27 00:00:00', true),
      event(3, '出差', '2026-11-25 14:00:00', '2026-11-28 12:00:00'),
    ]);
    const { router } = await renderHome(http);
    expect(await within(card()).findByText('周例会')).toBeTruthy();
    expect(http.callsTo('GET', HOME.events)[0].options?.params).toEqual({ start: '2026-11-26 00:00:00', end: '2026-11-27 00:00:00' });
    expect(within(card()).getByText('09:00–10:00')).toBeTruthy();
    expect(within(card()).getByText('三楼会议室')).toBeTruthy();
    expect(within(card()).getByText('全天')).toBeTruthy();
    expect(within(card()).getByText('00:00–24:00')).toBeTruthy();
    expect(within(card()).getByRole('link', { name: '查看日程' }).getAttribute('href')).toBe('/scheduleManagement/index');

    vi.useRealTimers();
    await userEvent.setup().click(within(card()).getByText('周例会'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/scheduleManagement/index'));
  });

  it('says so when the day is free', async () => {
    await renderHome(quietHomeServer());
    expect(await within(card()).findByText('今天没有日程')).toBeTruthy();
  });

  it('shows its own failure without breaking the page', async () => {
    await renderHome(quietHomeServer().failOn('GET', HOME.events, 500, '服务器出错'));
    expect(await within(card()).findByText('加载失败')).toBeTruthy();
    expect(screen.getByRole('region', { name: '常用应用' })).toBeTruthy();
  });
});
