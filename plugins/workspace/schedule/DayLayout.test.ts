import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DayLayout } from './DayLayout.ts';
import type { ScheduleEvent } from './ScheduleApi.ts';

function event(id: number, startTime: string, endTime: string, allDay = false): ScheduleEvent {
  return {
    id,
    title: `事件${id}`,
    startTime,
    endTime,
    allDay,
    location: null,
    description: null,
    remindMinutes: null,
    organizer: { userId: 2, chineseName: '张三' },
    invitees: [],
    editable: true,
  };
}

const day = dayjs('2026-11-26');

describe('DayLayout', () => {
  it('places timed events by start and length, side by side where they overlap', () => {
    const placed = DayLayout.place(
      [event(1, '2026-11-26 09:00:00', '2026-11-26 10:00:00'), event(2, '2026-11-26 09:30:00', '2026-11-26 11:00:00'), event(3, '2026-11-26 14:00:00', '2026-11-26 14:05:00')],
      day,
    );
    expect(placed.map(({ event: e, top, height, lane, lanes }) => [e.id, top, height, lane, lanes])).toEqual([
      [1, 540, 60, 0, 2],
      [2, 570, 90, 1, 2],
      // Short events keep a readable box; alone, they take the whole column.
      [3, 840, 20, 0, 1],
    ]);
  });

  it('cuts an event crossing midnight to each day and leaves all-day events to their row', () => {
    const events = [event(1, '2026-11-25 22:00:00', '2026-11-26 02:00:00'), event(2, '2026-11-26 00:00:00', '2026-11-26 23:59:59', true)];
    expect(DayLayout.place(events, day).map(({ top, height }) => [top, height])).toEqual([[0, 120]]);
    expect(DayLayout.allDay(events, day).map((e) => e.id)).toEqual([2]);
    expect(DayLayout.onDay(events, dayjs('2026-11-27')).map((e) => e.id)).toEqual([]);
  });
});
