import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Flex, Segmented, Space, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { MemberDirectoryId } from '../../../contracts/workbench/MemberDirectory.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { CalendarRange, type CalendarView } from './CalendarRange.ts';
import { EventDialog, type EventDialogTarget } from './EventDialog.tsx';
import { MonthView } from './MonthView.tsx';
import { SERVER_TIME, type ScheduleEvent, type ScheduleEventInput, type SchedulePerson } from './ScheduleApi.ts';
import { TimeGrid } from './TimeGrid.tsx';

const texts = zhCN.schedule;
/** A new event lasts an hour unless changed. */
const DEFAULT_LENGTH_HOURS = 1;
/** The month view's "new event" on a day starts at the working day's start. */
const DEFAULT_START_HOUR = 9;

interface SchedulePageProps {
  /** Today's date; injected by tests, the wall clock otherwise. */
  now?: () => Dayjs;
}

/**
 * /scheduleManagement/index (日程管理): the caller's calendar by month, week or day, with today,
 * previous and next. The organiser's events open for editing, others' read-only. A `?invite=<userId>`
 * (from the address book) opens a new event with that person invited.
 */
export function SchedulePage({ now = () => dayjs() }: SchedulePageProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const directory = useService(MemberDirectoryId);
  const [params, setParams] = useSearchParams();
  const [today] = useState(now);
  const [range, setRange] = useState(() => new CalendarRange('week', today));
  const [target, setTarget] = useState<EventDialogTarget | null>(null);

  const start = range.start.format(SERVER_TIME);
  const end = range.end.format(SERVER_TIME);
  const load = useCallback(async () => (await api.get('/admin/schedule/events', { query: { start, end } })).data ?? [], [api, start, end]);
  const events = useAsyncData(load);
  const shown = useMemo(() => events.data ?? [], [events.data]);

  const createAt = useCallback((begin: Dayjs, invitees: SchedulePerson[] = []) => setTarget({ kind: 'create', start: begin, end: begin.add(DEFAULT_LENGTH_HOURS, 'hour'), invitees }), []);

  // The address book's 发起日程: invite the person named, once, then drop the query.
  const invite = params.get('invite');
  useEffect(() => {
    if (!invite || !/^\d+$/.test(invite)) return;
    setParams(
      (current) => {
        current.delete('invite');
        return current;
      },
      { replace: true },
    );
    void directory
      .expand({ visibleUser: [{ userId: Number(invite) }] })
      .then((members) => {
        const member = members.find((m) => m.userId === Number(invite));
        if (!member) notifier.warning(texts.inviteUnknown);
        createAt(CalendarRange.nextHour(today), member ? [{ userId: member.userId, chineseName: member.chineseName ?? member.username }] : []);
      })
      .catch(() => createAt(CalendarRange.nextHour(today)));
  }, [invite, directory, notifier, setParams, createAt, today]);

  const save = async (input: ScheduleEventInput, id: number | null) => {
    if (id === null) await api.post('/admin/schedule/events', { body: input });
    else await api.put('/admin/schedule/events/{id}', { path: { id }, body: input });
    notifier.success(id === null ? texts.created : texts.saved);
    setTarget(null);
    events.reload();
  };
  const remove = async (id: number) => {
    await api.delete('/admin/schedule/events/{id}', { path: { id } });
    notifier.success(texts.deleted);
    setTarget(null);
    events.reload();
  };
  const open = (event: ScheduleEvent) => setTarget({ kind: 'open', event });
  const newEvent = () => {
    const anchor = range.anchor;
    createAt(anchor.isSame(today, 'day') ? CalendarRange.nextHour(today) : anchor.startOf('day').hour(DEFAULT_START_HOUR));
  };

  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space>
          <Button onClick={() => setRange(new CalendarRange(range.view, today))}>{texts.today}</Button>
          <Button aria-label={texts.previous} icon={<LeftOutlined />} onClick={() => setRange(range.step(-1))} />
          <Button aria-label={texts.next} icon={<RightOutlined />} onClick={() => setRange(range.step(1))} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {range.title}
          </Typography.Title>
        </Space>
        <Space>
          <Segmented<CalendarView>
            value={range.view}
            options={(['month', 'week', 'day'] as const).map((view) => ({ value: view, label: texts.views[view] }))}
            onChange={(view) => setRange(new CalendarRange(view, range.anchor))}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={newEvent}>
            {texts.create}
          </Button>
        </Space>
      </Flex>
      {range.view === 'month' ? (
        <MonthView anchor={range.anchor} events={shown} onOpen={open} onPickDay={(day) => setRange(new CalendarRange('day', day))} />
      ) : (
        <TimeGrid days={range.days} events={shown} today={today} onOpen={open} onCreate={(begin) => createAt(begin)} />
      )}
      <EventDialog target={target} onSave={save} onDelete={remove} onClose={() => setTarget(null)} />
    </Flex>
  );
}
