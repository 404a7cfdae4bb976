import type { Dayjs } from 'dayjs';
import type { ScheduleEvent } from './ScheduleApi.ts';
import { CalendarRange } from './CalendarRange.ts';

/** An event's box in one day column: minutes from midnight, and its lane among those it overlaps. */
export interface PlacedEvent {
  event: ScheduleEvent;
  top: number;
  height: number;
  lane: number;
  lanes: number;
}

const DAY_MINUTES = 24 * 60;
/** A short event still gets a box one can read and click. */
const MIN_MINUTES = 20;

/**
 * Where the timed events of one day go in the time grid. An event crossing midnight shows in
 * each of its days, cut to that day. Events that overlap share the column side by side: each
 * takes the first free lane, and a group of overlapping events is as wide as its lanes.
 */
export class DayLayout {
  static place(events: readonly ScheduleEvent[], day: Dayjs): PlacedEvent[] {
    const dayStart = day.startOf('day');
    const dayEnd = dayStart.add(1, 'day');
    const boxes = events
      .filter((event) => !event.allDay)
      .map((event) => ({ event, start: CalendarRange.parse(event.startTime), end: CalendarRange.parse(event.endTime) }))
      .filter(({ start, end }) => start.isBefore(dayEnd) && end.isAfter(dayStart))
      .map(({ event, start, end }) => {
        const top = Math.max(0, start.diff(dayStart, 'minute'));
        const bottom = Math.min(DAY_MINUTES, end.diff(dayStart, 'minute'));
        return { event, top, height: Math.max(MIN_MINUTES, bottom - top) };
      })
      .sort((a, b) => a.top - b.top || b.height - a.height);

    const placed: PlacedEvent[] = [];
    let group: PlacedEvent[] = [];
    let groupBottom = -1;
    const closeGroup = () => {
      const lanes = Math.max(1, ...group.map((box) => box.lane + 1));
      for (const box of group) box.lanes = lanes;
      group = [];
    };
    for (const box of boxes) {
      if (box.top >= groupBottom) closeGroup();
      const taken = new Set(group.filter((other) => other.top + other.height > box.top).map((other) => other.lane));
      let lane = 0;
      while (taken.has(lane)) lane += 1;
      const item: PlacedEvent = { ...box, lane, lanes: 1 };
      group.push(item);
      placed.push(item);
      groupBottom = Math.max(groupBottom, box.top + box.height);
    }
    closeGroup();
    return placed;
  }

  /** Events shown in a day's all-day row: all-day ones covering the day. */
  static allDay(events: readonly ScheduleEvent[], day: Dayjs): ScheduleEvent[] {
    const dayStart = day.startOf('day');
    const dayEnd = dayStart.add(1, 'day');
    return events.filter((event) => event.allDay && CalendarRange.parse(event.startTime).isBefore(dayEnd) && CalendarRange.parse(event.endTime).isAfter(dayStart));
  }

  /** Every event touching the day (the month cell's list), in start order. */
  static onDay(events: readonly ScheduleEvent[], day: Dayjs): ScheduleEvent[] {
    const dayStart = day.startOf('day');
    const dayEnd = dayStart.add(1, 'day');
    return events.filter((event) => CalendarRange.parse(event.startTime).isBefore(dayEnd) && CalendarRange.parse(event.endTime).isAfter(dayStart));
  }
}
