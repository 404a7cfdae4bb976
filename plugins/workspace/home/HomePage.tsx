import { useCallback, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { Card, Col, Empty, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useReloadOnRound, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { HomeCountersSignalId } from './HomeCountersSignal.ts';
import type { Counters } from '../WorkspaceApi.ts';
import { zhCN } from '../zhCN.ts';
import { AppsCard } from './AppsCard.tsx';
import { CurrentDoorId } from './CurrentDoor.ts';
import { DoorConfigDialog } from './DoorConfigDialog.tsx';
import { greetingFor } from './greetingFor.ts';
import { MessagesCard } from './MessagesCard.tsx';
import { NoticesCard } from './NoticesCard.tsx';
import { ScheduleCard } from './ScheduleCard.tsx';
import { TodoCard } from './TodoCard.tsx';

/** Each counter and the list it counts (the process centre's lists, the notice centre). */
const COUNTERS: { key: keyof Counters; to: string }[] = [
  { key: 'msg', to: '/noticeCenter/index' },
  { key: 'todo', to: '/process/todo' },
  { key: 'complete', to: '/process/done' },
  { key: 'create', to: '/process/my' },
  { key: 'copy', to: '/process/copied' },
];

/** The widget of each cardType of the server's card catalogue (contracts Card). */
const CARD_WIDGETS: Record<string, ComponentType> = { todo: TodoCard, message: MessagesCard, schedule: ScheduleCard, app: AppsCard, notice: NoticesCard };
/** Without a portal (none, or its call failed) every card shows, in this order. */
const ALL_CARDS = ['todo', 'message', 'schedule', 'app', 'notice'];

/**
 * The workbench home: a greeting for the time of day, the user's counters from the server (each
 * opening the list it counts), then the cards a DingTalk or WeCom workbench shows — 待办事项,
 * 未读消息, 今日日程, 常用应用 — each loading on its own, so one failing leaves the rest. The
 * counters and the to-do and message cards load again whenever messaging announces a change.
 * Which cards show, and in which order, is the user's current personal portal's (CurrentDoor),
 * switched and configured from the user card.
 */
export function HomePage() {
  const api = useService(ApiClientId);
  const { userInfo } = useSessionSnapshot();
  const load = useCallback(async () => (await api.get('/admin/home/front/count')).data, [api]);
  const { data: counters, loading, reload } = useAsyncData(load);
  useReloadOnRound(useService(HomeCountersSignalId), reload);
  const name = userInfo?.sysUser.chineseName || userInfo?.sysUser.username || '';
  const doors = useService(CurrentDoorId);
  const { door, configuring } = useSyncExternalStore(
    (listener) => doors.subscribe(listener),
    () => doors.state,
  );
  useEffect(() => void doors.load(), [doors]);
  const cardTypes = door ? door.cardIds.map((id) => door.cards?.find((card) => card.id === id)?.cardType).filter((type) => type != null) : ALL_CARDS;

  return (
    <div style={{ paddingBottom: 24 }}>
      <Typography.Title level={3} style={{ marginTop: 8 }}>
        {greetingFor(new Date().getHours())}，{name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {zhCN.home.welcome}
        {door && (
          <Tag color="blue" style={{ marginLeft: 12 }}>
            {zhCN.home.door.current(door.doorName)}
          </Tag>
        )}
      </Typography.Paragraph>
      <Card title={zhCN.home.countersTitle} role="region" aria-label={zhCN.home.countersTitle}>
        <Row gutter={[16, 16]}>
          {/* A reload after a push keeps the numbers on show; only the first load shows skeletons. */}
          {COUNTERS.map(({ key, to }) => (
            // Five counters share a row on wider screens: a fifth of it each.
            <Col key={key} xs={12} md={{ flex: '20%' }}>
              <Link to={to} style={{ display: 'block', color: 'inherit' }}>
                <Statistic title={zhCN.home.counters[key]} value={counters?.[key] ?? '-'} loading={loading && !counters} />
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
      {/* Two columns from 992 px on: to-dos and messages first, where the eye lands at 1366×768. */}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {/* Before the portal answers nothing shows: cards popping in and out would jump. */}
        {door !== undefined &&
          cardTypes.map((type) => {
            const Widget = CARD_WIDGETS[type];
            return Widget ? (
              <Col key={type} xs={24} lg={12}>
                <Widget />
              </Col>
            ) : null;
          })}
      </Row>
      {door && cardTypes.length === 0 && <Empty style={{ marginTop: 24 }} description={zhCN.home.door.noCards} />}
      <DoorConfigDialog open={configuring} />
    </div>
  );
}
