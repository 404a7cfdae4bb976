import { useEffect, useRef } from 'react';
import type { Dayjs } from 'dayjs';
import { zhCN } from '../zhCN.ts';
import { DayLayout } from './DayLayout.ts';
import { EventChip } from './EventChip.tsx';
import type { ScheduleEvent } from './ScheduleApi.ts';
import { BRAND_COLOUR, DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** One hour's height in the grid. */
export const HOUR_PX = 48;
const GUTTER_PX = 56;
/** The grid opens scrolled to the working day. */
const FIRST_SHOWN_HOUR = 8;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const texts = zhCN.schedule;

interface TimeGridProps {
  days: Dayjs[];
  events: readonly ScheduleEvent[];
  today: Dayjs;
  onOpen: (event: ScheduleEvent) => void;
  /** A click on an empty slot: a new event starting at that hour. */
  onCreate: (start: Dayjs) => void;
}

/**
 * The week and day views: a column per day, an hour per row, all-day events in a row above;
 * timed events are boxes placed by their start and length, side by side where they overlap.
 * Plain React and CSS, no calendar library.
 */
export function TimeGrid({ days, events, today, onOpen, onCreate }: TimeGridProps) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current) body.current.scrollTop = FIRST_SHOWN_HOUR * HOUR_PX;
  }, []);
  const columns = `${GUTTER_PX}px repeat(${days.length}, minmax(0, 1fr))`;
  const line = '1px solid #f0f0f0';

  return (
    <div role="grid" aria-label={texts.title} style={{ border: line, borderRadius: 8, background: '#fff' }}>
      <div role="row" style={{ display: 'grid', gridTemplateColumns: columns, borderBottom: line }}>
        <div />
        {days.map((day) => {
          const isToday = day.isSame(today, 'day');
          return (
            <div role="columnheader" key={day.valueOf()} style={{ padding: '8px 0', textAlign: 'center', color: isToday ? BRAND_COLOUR : undefined, fontWeight: isToday ? 600 : undefined }}>
              {texts.weekdays[(day.day() + 6) % 7]} {day.month() + 1}/{day.date()}
            </div>
          );
        })}
      </div>
      <div role="row" aria-label={texts.allDayRow} style={{ display: 'grid', gridTemplateColumns: columns, borderBottom: line, minHeight: 28 }}>
        <div role="rowheader" style={{ fontSize: 12, color: DESCRIPTION_TEXT, textAlign: 'right', padding: '4px 8px' }}>{texts.allDayRow}</div>
        {days.map((day) => (
          <div role="gridcell" key={day.valueOf()} style={{ borderLeft: line, padding: 2 }}>
            {DayLayout.allDay(events, day).map((event) => (
              <EventChip key={event.id} event={event} onOpen={onOpen} />
            ))}
          </div>
        ))}
      </div>
      {/* The hours scroll: focusable, so a keyboard can scroll them too; a day's cells form the grid's last row. */}
      <div ref={body} role="rowgroup" tabIndex={0} aria-label={texts.title} style={{ maxHeight: 'calc(100vh - 300px)', minHeight: 320, overflowY: 'auto' }}>
        <div role="row" style={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
          {/* The hour marks are the picture's scale; each day's cell is named by its date. */}
          <div aria-hidden>
            {HOURS.map((hour) => (
              <div key={hour} style={{ height: HOUR_PX, fontSize: 12, color: DESCRIPTION_TEXT, textAlign: 'right', padding: '0 8px', transform: 'translateY(-7px)' }}>
                {hour === 0 ? '' : `${String(hour).padStart(2, '0')}:00`}
              </div>
            ))}
          </div>
          {days.map((day) => (
            <div
              role="gridcell"
              aria-label={day.format('YYYY-MM-DD')}
              key={day.valueOf()}
              onClick={(click) => {
                const offset = click.clientY - click.currentTarget.getBoundingClientRect().top;
                const hour = Math.min(23, Math.max(0, Math.floor(offset / HOUR_PX)));
                onCreate(day.startOf('day').add(hour, 'hour'));
              }}
              style={{
                position: 'relative',
                height: 24 * HOUR_PX,
                borderLeft: line,
                cursor: 'copy',
                background: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, #f0f0f0 ${HOUR_PX - 1}px, #f0f0f0 ${HOUR_PX}px)`,
              }}
            >
              {DayLayout.place(events, day).map(({ event, top, height, lane, lanes }) => (
                <EventChip
                  key={event.id}
                  event={event}
                  detail={`${event.startTime.slice(11, 16)}–${event.endTime.slice(11, 16)}`}
                  onOpen={onOpen}
                  style={{
                    position: 'absolute',
                    top: (top / 60) * HOUR_PX,
                    height: (height / 60) * HOUR_PX - 2,
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                    whiteSpace: 'normal',
                    margin: 0,
                  }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
