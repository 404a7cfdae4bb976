import { Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import { zhCN } from '../zhCN.ts';
import { DayLayout } from './DayLayout.ts';
import { EventChip } from './EventChip.tsx';
import type { ScheduleEvent } from './ScheduleApi.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** A month cell shows this many events, then "还有 n 项". */
const SHOWN_PER_DAY = 3;

interface MonthViewProps {
  anchor: Dayjs;
  events: readonly ScheduleEvent[];
  onOpen: (event: ScheduleEvent) => void;
  /** A click on a day: that day's view. */
  onPickDay: (day: Dayjs) => void;
}

/** The month view: antd's Calendar with each day's events in its cell. The page's toolbar moves it. */
export function MonthView({ anchor, events, onOpen, onPickDay }: MonthViewProps) {
  return (
    <Calendar
      value={anchor}
      headerRender={() => null}
      onSelect={(date, info) => {
        if (info.source === 'date') onPickDay(date);
      }}
      cellRender={(date, info) => {
        if (info.type !== 'date') return info.originNode;
        const onDay = DayLayout.onDay(events, date);
        return (
          <div>
            {onDay.slice(0, SHOWN_PER_DAY).map((event) => (
              <EventChip key={event.id} event={event} detail={event.allDay ? undefined : event.startTime.slice(11, 16)} onOpen={onOpen} />
            ))}
            {onDay.length > SHOWN_PER_DAY ? <div style={{ fontSize: 12, color: DESCRIPTION_TEXT }}>{zhCN.schedule.more(onDay.length - SHOWN_PER_DAY)}</div> : null}
          </div>
        );
      }}
    />
  );
}
