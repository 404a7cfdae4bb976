import { useCallback } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { SERVER_TIME, type ScheduleEvent } from '../schedule/ScheduleApi.ts';
import { zhCN } from '../zhCN.ts';
import { CardRow, CardRows } from './CardRow.tsx';
import { HomeCard } from './HomeCard.tsx';

const SCHEDULE_PAGE = '/scheduleManagement/index';

/** When an event runs today, as the row says it: 全天, or its hours (cut at today's edges). */
function hoursOf(event: ScheduleEvent, today: Dayjs): string {
  if (event.allDay) return zhCN.home.allDay;
  const start = dayjs(event.startTime.replace(' ', 'T'));
  const end = dayjs(event.endTime.replace(' ', 'T'));
  const from = start.isBefore(today) ? '00:00' : start.format('HH:mm');
  const to = end.isAfter(today.add(1, 'day')) ? '24:00' : end.format('HH:mm');
  return `${from}–${to}`;
}

/**
 * 今日日程: the events the caller organises or is invited to that overlap today (the schedule's
 * own range call), in start order. A row, and 查看日程, open the schedule page.
 */
export function ScheduleCard() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const load = useCallback(async () => {
    const today = dayjs().startOf('day');
    const params = { start: today.format(SERVER_TIME), end: today.add(1, 'day').format(SERVER_TIME) };
    const events = (await api.get('/admin/schedule/events', { query: params, silent: true })).data;
    return events.map((event) => ({ event, hours: hoursOf(event, today) }));
  }, [api]);
  const { data, loading, error, reload } = useAsyncData(load);

  return (
    <HomeCard
      title={zhCN.home.cards.schedule}
      more={{ to: SCHEDULE_PAGE, label: zhCN.home.viewSchedule }}
      data={data}
      loading={loading}
      error={error}
      reload={reload}
      empty={zhCN.home.scheduleEmpty}
    >
      {(rows) => (
        <CardRows>
          {rows.map(({ event, hours }) => (
            <CardRow key={event.id} label={event.title} note={event.location} aside={hours} onOpen={() => void navigate(SCHEDULE_PAGE)} />
          ))}
        </CardRows>
      )}
    </HomeCard>
  );
}
