import { useCallback } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { TodoDetailOpenerId } from '../../../contracts/workbench/Messaging.ts';
import { TaskDrawerOpenerId } from '../../../contracts/workbench/ProcessCentre.ts';
import { useAsyncData, useReloadOnRound, useService, useWorkbench } from '../../../core/react/index.ts';
import { HomeCountersSignalId } from './HomeCountersSignal.ts';
import { zhCN } from '../zhCN.ts';
import { CARD_ROWS, type TaskRow } from './HomeApi.ts';
import { CardRow, CardRows } from './CardRow.tsx';
import { HomeCard } from './HomeCard.tsx';

/**
 * 待办事项: the first rows of 我的待办 (the process centre's list, tasks and to-dos alike), open
 * ones of any date — a task that arrived days ago is still to be done, so the card is not called
 * 今日待办 (issue 26: it showed old to-dos under "today"; hiding them would hide work). A row
 * opens as it does there: a task in the task drawer, a to-do of type 2 or 3 in the 详情 modal —
 * both through the openers other plugins offer (contracts/workbench). The card follows the
 * to-do pushes, and loads again once a row was handled.
 */
export function TodoCard() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const details = useService(TodoDetailOpenerId);
  const services = useWorkbench();
  const load = useCallback(
    async () => (await api.get('/workflow/runtime/query/myTodoPage', { query: { current: 1, size: CARD_ROWS }, silent: true })).data.records,
    [api],
  );
  const { data, loading, error, reload } = useAsyncData(load);
  useReloadOnRound(useService(HomeCountersSignalId), reload);

  const open = async (row: TaskRow) => {
    let outcome: string;
    if (row.todoId != null) {
      outcome = await details.open({ type: row.todoType === 3 ? 3 : 2, id: row.todoId });
    } else {
      // The process centre may be left out of a build; the row then says why it cannot open.
      const drawer = services.getOptional(TaskDrawerOpenerId);
      if (!drawer) {
        notifier.warning(zhCN.home.noDrawer);
        return;
      }
      outcome = await drawer.open({ procInstId: row.procInstId, taskId: row.taskId });
    }
    if (outcome !== 'cancel') reload();
  };

  return (
    <HomeCard title={zhCN.home.cards.todo} more={{ to: '/process/todo' }} data={data} loading={loading} error={error} reload={reload} empty={zhCN.home.todoEmpty}>
      {(rows) => (
        <CardRows>
          {rows.map((row) => (
            <CardRow
              key={row.todoId == null ? `${row.procInstId}:${row.taskId ?? ''}` : `todo:${row.todoId}`}
              // A to-do's taskName is its application (融合办公): the title alone says what to do.
              label={row.taskName && row.todoId == null ? `${row.processName} · ${row.taskName}` : row.processName}
              note={row.initiatorName}
              aside={row.startTime.slice(5, 16)}
              onOpen={() => void open(row)}
            />
          ))}
        </CardRows>
      )}
    </HomeCard>
  );
}
