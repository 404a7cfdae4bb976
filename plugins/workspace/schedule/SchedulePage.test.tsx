import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { renderWidget } from '../../../core/ui/testing/renderWidget.tsx';
import type { ScheduleEvent } from './ScheduleApi.ts';
import { SchedulePage } from './SchedulePage.tsx';

const EVENTS = '/admin/schedule/events';
const EXPAND = '/admin/role/origanizeToUser';
const now = () => dayjs('2026-11-26T09:20:00');
const meeting: ScheduleEvent = {
  id: 1,
  title: '项目周例会',
  startTime: '2026-11-27 09:30:00',
  endTime: '2026-11-27 10:30:00',
  allDay: false,
  location: null,
  description: null,
  remindMinutes: null,
  organizer: { userId: 2, chineseName: '张三' },
  invitees: [],
  editable: true,
};

function page(entry = '/scheduleManagement/index') {
  const http = new FakeHttpClient().on('GET', EVENTS, [meeting]).on('POST', EXPAND, [{ userId: 3, username: 'lisi', chineseName: '李四', status: '0' }]).on('POST', EVENTS, meeting);
  const fixture = renderWidget(
    <MemoryRouter initialEntries={[entry]}>
      <SchedulePage now={now} />
    </MemoryRouter>,
    { http },
  );
  return { ...fixture, user: userEvent.setup() };
}

describe('/scheduleManagement/index', () => {
  it('opens on this week, asks for its events, and moves by week, month and day', async () => {
    const { http, user } = page();
    expect(await screen.findByRole('button', { name: '项目周例会 09:30–10:30' })).toBeTruthy();
    expect(http.callsTo('GET', EVENTS)[0].options?.params).toEqual({ start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00' });
    await user.click(screen.getByRole('button', { name: '下一个' }));
    await waitFor(() => expect(http.callsTo('GET', EVENTS).at(-1)?.options?.params).toEqual({ start: '2026-11-30 00:00:00', end: '2026-12-07 00:00:00' }));
    await user.click(screen.getByRole('button', { name: '今天' }));
    await user.click(screen.getByTitle('月'));
    await waitFor(() => expect(http.callsTo('GET', EVENTS).at(-1)?.options?.params).toEqual({ start: '2026-10-26 00:00:00', end: '2026-12-07 00:00:00' }));
    expect(screen.getByRole('heading', { name: '2026年11月' })).toBeTruthy();
    await user.click(screen.getByTitle('日'));
    expect(screen.getByRole('heading', { name: '2026年11月26日 周四' })).toBeTruthy();
  });

  it('opens a new event with the person of ?invite= invited', async () => {
    page('/scheduleManagement/index?invite=3');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建日程')).toBeTruthy();
    expect(await within(dialog).findByText('李四')).toBeTruthy();
  });
});
