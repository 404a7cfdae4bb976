import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderWidget } from '../../../core/ui/testing/renderWidget.tsx';
import { CalendarRange } from './CalendarRange.ts';
import { MonthView } from './MonthView.tsx';
import type { ScheduleEvent } from './ScheduleApi.ts';
import { HOUR_PX, TimeGrid } from './TimeGrid.tsx';

function event(id: number, title: string, startTime: string, endTime: string, extra: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return { id, title, startTime, endTime, allDay: false, location: null, description: null, remindMinutes: null, organizer: { userId: 2, chineseName: '张三' }, invitees: [], editable: true, ...extra };
}

const today = dayjs('2026-11-26T09:20:00');
const EVENTS = [
  event(1, '项目周例会', '2026-11-27 09:30:00', '2026-11-27 10:30:00'),
  event(2, '部门团建', '2026-11-28 00:00:00', '2026-11-28 23:59:59', { allDay: true, editable: false }),
];

describe('the week view (time grid)', () => {
  it('shows each day of the week and the events in their slots', () => {
    renderWidget(<TimeGrid days={new CalendarRange('week', today).days} events={EVENTS} today={today} onOpen={vi.fn()} onCreate={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['周一 11/23', '周二 11/24', '周三 11/25', '周四 11/26', '周五 11/27', '周六 11/28', '周日 11/29']);
    const friday = screen.getByRole('gridcell', { name: '2026-11-27' });
    const meeting = within(friday).getByRole('button', { name: '项目周例会 09:30–10:30' });
    expect(meeting.style.top).toBe(`${9.5 * HOUR_PX}px`);
    expect(meeting.style.height).toBe(`${HOUR_PX - 2}px`);
    expect(within(screen.getByRole('row', { name: '全天' })).getByRole('button', { name: '部门团建' })).toBeTruthy();
  });

  it('opens an event on click, and a new one at the hour clicked', async () => {
    const onOpen = vi.fn();
    const onCreate = vi.fn();
    renderWidget(<TimeGrid days={[dayjs('2026-11-27')]} events={EVENTS} today={today} onOpen={onOpen} onCreate={onCreate} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '项目周例会 09:30–10:30' }));
    expect(onOpen).toHaveBeenCalledWith(EVENTS[0]);
    expect(onCreate).not.toHaveBeenCalled();
    // happy-dom lays nothing out: the column's top is 0, so clientY is the offset into the day.
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('gridcell', { name: '2026-11-27' }), coords: { clientY: 14 * HOUR_PX + 5 } });
    expect(onCreate.mock.calls[0][0].format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 14:00');
  });
});

describe('the month view (antd Calendar)', () => {
  it('lists each day’s events in its cell and opens one', async () => {
    const onOpen = vi.fn();
    const onPickDay = vi.fn();
    renderWidget(<MonthView anchor={today} events={EVENTS} onOpen={onOpen} onPickDay={onPickDay} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '项目周例会 09:30' }));
    expect(onOpen).toHaveBeenCalledWith(EVENTS[0]);
    expect(onPickDay).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '部门团建' })).toBeTruthy();
  });
});
