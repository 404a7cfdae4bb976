import { useCallback, useEffect, useMemo, useState } from 'react';
import { theme } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { TodoDetailOpenerId } from '../../../contracts/workbench/Messaging.ts';
import type { TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import { useService } from '../../../core/react/index.ts';
import { DataTable, RowActions, SearchForm, type DataTableColumn, type DataTableQuery, type SearchFormItem, type SearchValues, useTableSearch } from '../../../core/ui/index.ts';
import type { DrawerSubject } from '../drawer/DrawerSubject.ts';
import { succeeded, successMessage } from '../actions/ActionOutcome.ts';
import { useDrawerLoader } from '../drawer/DrawerLoader.ts';
import { TaskDrawer } from '../drawer/TaskDrawer.tsx';
import { TodoCounterId } from '../frame/TodoCounter.ts';
import type { TaskRow } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';

export type ProcessListKind = 'todo' | 'done' | 'my' | 'copied';

const { lists } = zhCN;

interface ListSpec {
  /** The list's operation: each answers a page of TaskRow. */
  url: '/workflow/runtime/query/myTodoPage' | '/workflow/history/query/myDonePage' | '/workflow/history/query/myStartedPage' | '/workflow/history/query/myCopiedPage';
  /** What the row's link says. */
  action: string;
  columns: DataTableColumn<TaskRow>[];
  /** The label of the startTime range filter. */
  timeLabel: string;
}

const statusColumn: DataTableColumn<TaskRow> = {
  dataIndex: 'status',
  title: lists.status,
  render: (status: string) => lists.instanceStatus[status] ?? status,
};

/**
 * 流程名称, and under it the instance's title when its form names one (a designed form's
 * titleField, issue 23), as 张三请假5天 tells one 请假申请审批 from the next.
 */
const processNameColumn: DataTableColumn<TaskRow> = {
  dataIndex: 'processName',
  title: lists.processName,
  render: (name: string, row: TaskRow) => (row.title ? <TitledProcessName name={name} title={row.title} /> : name),
};

// Not antd's Typography: that would join the chunk the public home loads first (first-load budget).
function TitledProcessName({ name, title }: { name: string; title: string }) {
  const { token } = theme.useToken();
  return (
    <>
      <div>{name}</div>
      <div style={{ color: token.colorTextSecondary }}>{title}</div>
    </>
  );
}

/** Each list's call (contracts: myTodoPage, myDonePage, myStartedPage, myCopiedPage) and columns. */
const LISTS: Readonly<Record<ProcessListKind, ListSpec>> = {
  todo: {
    url: '/workflow/runtime/query/myTodoPage',
    action: lists.handle,
    timeLabel: lists.received,
    columns: [
      processNameColumn,
      { dataIndex: 'taskName', title: lists.taskName },
      { dataIndex: 'initiatorName', title: lists.initiator },
      { dataIndex: 'startTime', title: lists.received },
    ],
  },
  done: {
    url: '/workflow/history/query/myDonePage',
    action: lists.view,
    timeLabel: lists.startTime,
    columns: [
      processNameColumn,
      { dataIndex: 'taskName', title: lists.doneTaskName },
      { dataIndex: 'initiatorName', title: lists.initiator },
      { dataIndex: 'startTime', title: lists.startTime },
      { dataIndex: 'endTime', title: lists.doneTime },
      statusColumn,
    ],
  },
  my: {
    url: '/workflow/history/query/myStartedPage',
    action: lists.view,
    timeLabel: lists.startTime,
    columns: [
      processNameColumn,
      { dataIndex: 'taskName', title: lists.taskName },
      { dataIndex: 'startTime', title: lists.startTime },
      { dataIndex: 'endTime', title: lists.endTime },
      statusColumn,
    ],
  },
  // 抄送我的: the row opens the copied task read-only (the recipient does not hold it).
  copied: {
    url: '/workflow/history/query/myCopiedPage',
    action: lists.view,
    timeLabel: lists.copiedTime,
    columns: [
      processNameColumn,
      { dataIndex: 'taskName', title: lists.copiedTaskName },
      { dataIndex: 'initiatorName', title: lists.initiator },
      { dataIndex: 'startTime', title: lists.copiedTime },
      statusColumn,
    ],
  },
};

/**
 * One of the process centre's lists (/process/todo, /process/done, /process/my, /process/copied): a search form,
 * the server's pages, each row opening the task drawer — or, for a to-do of type 2 or 3 in
 * 我的待办 (a row with todoId), the 详情 modal with 通过 / 退回 (part 1 §2). An action that ends
 * a task or a to-do (dealTodo) sends the list back to page 1 (part 2 §2).
 */
export function ProcessListPage({ kind }: { kind: ProcessListKind }) {
  const api = useService(ApiClientId);
  const spec = LISTS[kind];
  const { table, params, search } = useTableSearch<SearchValues>({});
  const [subject, setSubject] = useState<DrawerSubject | null>(null);
  const drawerLoader = useDrawerLoader();
  // The drawer's data is asked for at the click, not once the drawer has drawn itself.
  const openTask = useCallback(
    (opened: DrawerSubject) => {
      drawerLoader.start(opened);
      setSubject(opened);
    },
    [drawerLoader],
  );

  // 我的待办 follows the to-do pushes as its badge does: a task handed to this user appears
  // without a reload, on page 1 (part 2 §2).
  const todos = useService(TodoCounterId);
  const details = useService(TodoDetailOpenerId);
  useEffect(() => (kind === 'todo' ? todos.onPush(() => table.current?.reset()) : undefined), [kind, todos, table]);

  const request = useCallback(
    async (query: DataTableQuery) => {
      const page = (await api.get(spec.url, { query })).data;
      return { records: page.records, total: page.total };
    },
    [api, spec.url],
  );

  // 撤回 (issue 22 §4): offered while the server says the caller may (withdrawable), asked once more.
  const notifier = useService(NotifierId);
  const withdraw = useCallback(
    async (row: TaskRow) => {
      try {
        const answer = await api.post('/workflow/runtime/operate/withdraw', { body: { procInstId: row.procInstId } });
        if (succeeded(answer)) notifier.success(successMessage(answer, zhCN.success.withdraw));
      } catch {
        // The HTTP client showed why (someone acted meanwhile); the list shows the row as it now is.
      }
      table.current?.reload();
    },
    [api, notifier, table],
  );

  const openTodo = useCallback(
    async (id: number, type: 2 | 3) => {
      const outcome = await details.open({ type, id });
      // 通过 / 退回 closed the to-do: page 1 again, as after a task (the badge follows the server's push).
      if (outcome !== 'cancel') table.current?.reset();
    },
    [details, table],
  );

  const searchItems = useMemo<SearchFormItem[]>(
    () => [
      { prop: 'processName', label: lists.processName },
      { prop: 'startTime', label: spec.timeLabel, layoutConfig: { type: 'dateRange', dateType: 'datetime' } },
    ],
    [spec.timeLabel],
  );

  const columns = useMemo<DataTableColumn<TaskRow>[]>(
    () => [
      ...spec.columns,
      {
        dataIndex: 'operation',
        title: lists.operation,
        width: kind === 'my' ? 120 : 100,
        render: (_value: unknown, row: TaskRow) => (
          <RowActions
            actions={[
              {
                key: 'open',
                label: spec.action,
                onClick: () => {
                  if (row.todoId == null) openTask({ kind: 'task', procInstId: row.procInstId, taskId: row.taskId });
                  else void openTodo(row.todoId, row.todoType === 3 ? 3 : 2);
                },
              },
              {
                key: 'withdraw',
                label: lists.withdraw,
                hidden: kind !== 'my' || row.withdrawable !== true,
                confirm: lists.withdrawConfirm(row.processName),
                onClick: () => withdraw(row),
              },
            ]}
          />
        ),
      },
    ],
    [kind, spec, openTask, openTodo, withdraw],
  );

  const closed = (reason: TaskDrawerCloseReason) => {
    setSubject(null);
    if (reason === 'cancel') return;
    // The 我的待办 badge follows the server's to-do push for the finished task (todoChanged).
    table.current?.reset();
  };

  return (
    <>
      <SearchForm items={searchItems} onSearch={search} />
      <DataTable<TaskRow>
        ref={table}
        tableKey={`process-${kind}`}
        rowKey={(row) => (row.todoId == null ? `${row.procInstId}:${row.taskId ?? ''}` : `todo:${row.todoId}`)}
        columns={columns}
        request={request}
        params={params}
        showIndex
      />
      <TaskDrawer subject={subject} loader={drawerLoader} onClose={closed} />
    </>
  );
}
