import { useCallback } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { HistoryRow } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

/** Part 2 §3: the Chinese name of a history row's operation type; anything unlisted is 自定义. */
export function historyActionLabel(action: string | null | undefined): string {
  return action && Object.hasOwn(zhCN.history.actions, action) ? zhCN.history.actions[action] : zhCN.history.custom;
}

const columns: TableColumnsType<HistoryRow> = [
  { key: 'index', title: zhCN.history.index, width: 60, align: 'center', render: (_value, _row, index) => index + 1 },
  { dataIndex: 'activityName', title: zhCN.history.node },
  { dataIndex: 'userNickName', title: zhCN.history.handler },
  { dataIndex: 'action', title: zhCN.history.action, render: (action: string) => historyActionLabel(action) },
  { dataIndex: 'startTime', title: zhCN.history.received },
  { dataIndex: 'endTime', title: zhCN.history.operated },
  { dataIndex: 'fullMsg', title: zhCN.history.opinion },
];

/** Who did what to a process instance and when (part 2 §2, history table columns). */
export function HistoryTable({ procInstId }: { procInstId: string }) {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/workflow/history/list', { query: { procInstId } })).data ?? [], [api, procInstId]);
  const { data, loading } = useAsyncData(load);
  return (
    <Table<HistoryRow>
      aria-label={zhCN.history.title}
      // Rows have no id of their own and may repeat (two runs through one node); their place is their key.
      rowKey={(row) => (data ?? []).indexOf(row)}
      columns={columns}
      dataSource={data ?? []}
      loading={loading}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content' }}
    />
  );
}
