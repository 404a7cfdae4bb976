import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { PortalApi, type Counters } from '../PortalApi.ts';
import { zhCN } from '../zhCN.ts';
import { greetingFor } from './greetingFor.ts';
import { HomeCountersSignalId } from './HomeCountersSignal.ts';

const COUNTERS: (keyof Counters)[] = ['msg', 'todo', 'complete', 'create', 'copy'];

/**
 * The workbench home: a greeting for the time of day and the user's counters from the server,
 * loaded again whenever messaging announces a message or to-do change (HomeCountersSignal).
 */
export function HomePage() {
  const http = useService(HttpClientId);
  const signal = useService(HomeCountersSignalId);
  const { userInfo } = useSessionSnapshot();
  const load = useCallback(async () => (await http.get<Counters>(PortalApi.homeCount)).data, [http]);
  const { data: counters, loading, reload } = useAsyncData(load);
  const round = useSyncExternalStore(
    (listener) => signal.subscribe(listener),
    () => signal.round,
  );
  // Not on mount: the counters have just loaded then.
  const seen = useRef(round);
  useEffect(() => {
    if (seen.current === round) return;
    seen.current = round;
    reload();
  }, [round, reload]);
  const name = userInfo?.sysUser.chineseName || userInfo?.sysUser.username || '';

  return (
    <div>
      <Typography.Title level={3} style={{ marginTop: 8 }}>
        {greetingFor(new Date().getHours())}，{name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{zhCN.home.welcome}</Typography.Paragraph>
      <Card title={zhCN.home.countersTitle}>
        <Row gutter={[16, 16]}>
          {/* A reload after a push keeps the numbers on show; only the first load shows skeletons. */}
          {COUNTERS.map((key) => (
            // Five counters share a row on wider screens: a fifth of it each.
            <Col key={key} xs={12} md={{ flex: '20%' }}>
              <Statistic title={zhCN.home.counters[key]} value={counters?.[key] ?? '-'} loading={loading && !counters} />
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
