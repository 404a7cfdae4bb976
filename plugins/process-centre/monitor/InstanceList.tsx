import { useCallback, useMemo, useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import {
  DataTable,
  RowActions,
  SearchForm,
  type DataTableColumn,
  type DataTableQuery,
  type SearchFormItem,
  type SearchValues,
  useTableSearch,
} from '../../../core/ui/index.ts';
import { zhCN } from '../zhCN.ts';
import { InstanceStatusDrawer } from './InstanceStatusDrawer.tsx';
import type { MonitoredInstance, MonitoredStatus, MonitoredTask } from './MonitorApi.ts';
import { ReassignDialog } from './ReassignDialog.tsx';
import { TerminateInstanceDialog } from './TerminateInstanceDialog.tsx';

const t = zhCN.monitor;

/** The statuses the filter offers, in the contract's order (MonitoredStatus). */
const STATUSES: readonly MonitoredStatus[] = ['running', 'stalled', 'complete', 'terminal', 'withdrawn'];

const STATUS_COLOURS: Record<MonitoredStatus, string> = {
  running: 'processing',
  stalled: 'error',
  complete: 'success',
  terminal: 'default',
  withdrawn: 'warning',
};

// 状态 before 发起人: while the form is folded, 停滞 is one click away.
const SEARCH_ITEMS: SearchFormItem[] = [
  { prop: 'processName', label: t.processName },
  { prop: 'status', label: t.status, layoutConfig: { type: 'select', showAll: true, options: STATUSES.map((status) => ({ value: status, label: t.statuses[status] })) } },
  { prop: 'initiatorName', label: t.initiator, layoutConfig: { maxLength: 50 } },
  { prop: 'startTime', label: t.startTime, layoutConfig: { type: 'dateRange', dateType: 'datetime' } },
];

/** An instance still running (stalled is running too): 转办 and 终止 apply to it alone. */
const isOpen = (instance: MonitoredInstance) => instance.status === 'running' || instance.status === 'stalled';

/** One open task and who holds it; a task nobody holds says 无人处理 in red. */
function OpenTask({ task }: { task: MonitoredTask }) {
  return (
    <div>
      {task.taskName}
      {'：'}
      {task.holders.length > 0 ? task.holders.map((holder) => holder.chineseName).join('、') : <Typography.Text type="danger">{t.nobody}</Typography.Text>}
    </div>
  );
}

type Acting = { kind: 'view' | 'reassign' | 'terminate'; instance: MonitoredInstance };

/**
 * 流程监控's 流程实例 (issue 22 §4): every instance of the current company, newest first, with its
 * open tasks and their holders; 查看 shows the diagram and history, 转办 hands an open task to
 * another member, 终止 ends the instance. After an action the page loads again and the server's
 * message shows.
 */
export function InstanceList() {
  const api = useService(ApiClientId);
  const { table, params, search } = useTableSearch<SearchValues>({});
  const [acting, setActing] = useState<Acting | null>(null);

  const request = useCallback(
    async (query: DataTableQuery) => {
      const page = (await api.get('/workflow/monitor/instancePage', { query })).data;
      return { records: page.records, total: page.total };
    },
    [api],
  );

  const columns = useMemo<DataTableColumn<MonitoredInstance>[]>(
    () => [
      { dataIndex: 'processName', title: t.processName },
      { dataIndex: 'businessKey', title: t.businessKey },
      { dataIndex: 'initiatorName', title: t.initiator },
      { dataIndex: 'startTime', title: t.startTime },
      {
        dataIndex: 'openTasks',
        title: `${t.currentNode} / ${t.holders}`,
        render: (tasks: MonitoredTask[]) =>
          tasks.length === 0 ? null : (
            <Flex vertical gap={2}>
              {tasks.map((task) => (
                <OpenTask key={task.taskId} task={task} />
              ))}
            </Flex>
          ),
      },
      {
        dataIndex: 'status',
        title: t.status,
        render: (status: MonitoredStatus) => <Tag color={STATUS_COLOURS[status]}>{t.statuses[status] ?? status}</Tag>,
      },
      { dataIndex: 'endTime', title: t.endTime },
      {
        dataIndex: 'operation',
        title: t.operation,
        render: (_value: unknown, instance: MonitoredInstance) => (
          <RowActions
            actions={[
              { key: 'view', label: t.view, onClick: () => setActing({ kind: 'view', instance }) },
              { key: 'reassign', label: t.reassign, hidden: !isOpen(instance) || instance.openTasks.length === 0, onClick: () => setActing({ kind: 'reassign', instance }) },
              { key: 'terminate', label: t.terminate, danger: true, hidden: !isOpen(instance), onClick: () => setActing({ kind: 'terminate', instance }) },
            ]}
          />
        ),
      },
    ],
    [],
  );

  const done = () => {
    setActing(null);
    table.current?.reload();
  };

  return (
    <>
      <SearchForm items={SEARCH_ITEMS} onSearch={search} />
      <DataTable<MonitoredInstance> ref={table} tableKey="process-monitor-instances" rowKey="procInstId" columns={columns} request={request} params={params} showIndex />
      <InstanceStatusDrawer instance={acting?.kind === 'view' ? acting.instance : null} onClose={() => setActing(null)} />
      {acting?.kind === 'reassign' && <ReassignDialog instance={acting.instance} onCancel={() => setActing(null)} onSucceeded={done} />}
      {acting?.kind === 'terminate' && <TerminateInstanceDialog instance={acting.instance} onCancel={() => setActing(null)} onSucceeded={done} />}
    </>
  );
}
